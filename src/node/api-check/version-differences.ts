/**
 * Where the pages (0.10.0) rightly differ from the installed declarations (0.14.0). Each
 * difference is listed once, with both sides as written and the facts-sheet reason, and excuses
 * exactly that finding: if either side changes, the finding comes back. An entry that excuses
 * nothing is stale and fails the check too.
 */
import { sameSet, type Finding } from './findings'
import { normaliseSignature, normaliseStatements, type SignatureShape } from './normalise'

export interface VersionDifference {
  /** The page title (export name). */
  readonly entry: string
  /** As in the finding: `signature`, `member <name>`… */
  readonly subject: string
  /** How `documented` and `declared` are read. */
  readonly shape: SignatureShape
  /** What the page says (0.10.0); empty when the page has nothing there. */
  readonly documented: ReadonlyArray<string>
  /** What the installed 0.14.0 declarations say. */
  readonly declared: ReadonlyArray<string>
  /** The release that made the difference. */
  readonly version: string
  readonly reason: string
}

const FACTS = 'cotton-box-facts.md §7'

export const VERSION_DIFFERENCES: ReadonlyArray<VersionDifference> = [
  {
    entry: 'SimpleFiniteStateManager',
    subject: 'member trySet',
    shape: 'member',
    documented: ['trySet(newState: State): void', 'trySet(setStateFn: SetStateFn<State>): void'],
    declared: ['trySet(newState: State): boolean', 'trySet(setStateFn: SetStateFn<State>): boolean'],
    version: '0.11.0',
    reason: `The 0.10.0 typings return void although the runtime returns a boolean; 0.11.0 fixed the typings (${FACTS}, §2 SimpleFiniteStateManager).`,
  },
  {
    entry: 'ReadOnlyStateManager',
    subject: 'signature',
    shape: 'statement',
    documented: ["type ReadOnlyStateManager<State> = Pick<SimpleStateManager<State>, 'get' | 'watch' | 'wait'>"],
    declared: ["type ReadOnlyStateManager<State> = Pick<SimpleStateManager<State>, 'name' | 'get' | 'watch' | 'wait'>"],
    version: '0.14.0',
    reason: `The Pick gains 'name' in 0.14.0 (${FACTS}, §2 ReadOnlyStateManager).`,
  },
  {
    entry: 'ReadOnlyStateManager',
    subject: 'member name',
    shape: 'member',
    documented: [],
    declared: ['readonly name: string'],
    version: '0.14.0',
    reason: `name is part of ReadOnlyStateManager only since 0.14.0 (${FACTS}).`,
  },
]

function canonical(texts: ReadonlyArray<string>, shape: VersionDifference['shape']): string[] {
  return texts.flatMap((text) => (shape === 'statement' ? normaliseStatements(text).texts : normaliseSignature(text, shape).texts))
}

function excuses(difference: VersionDifference, finding: Finding): boolean {
  return (
    difference.entry === finding.entry &&
    difference.subject === finding.subject &&
    sameSet(canonical(difference.documented, difference.shape), finding.documented) &&
    sameSet(canonical(difference.declared, difference.shape), finding.declared)
  )
}

export interface ExcusedFindings {
  /** Findings no version difference explains: real errors. */
  readonly remaining: ReadonlyArray<Finding>
  /** Table entries that explained nothing. */
  readonly stale: ReadonlyArray<string>
}

export function applyVersionDifferences(findings: ReadonlyArray<Finding>, table: ReadonlyArray<VersionDifference>): ExcusedFindings {
  const used = new Set<VersionDifference>()
  const remaining = findings.filter((finding) => {
    const difference = table.find((item) => excuses(item, finding))
    if (difference) used.add(difference)
    return !difference
  })
  const stale = table
    .filter((item) => !used.has(item))
    .map(
      (item) =>
        `version-differences.ts: stale entry (${item.version}) for ${item.entry} ${item.subject}: the page and the declarations no longer differ in exactly this way; remove or update it`,
    )
  return { remaining, stale }
}
