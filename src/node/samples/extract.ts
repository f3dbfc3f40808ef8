/**
 * Code samples in MDX: every fenced code block with its language, meta, place in the file and,
 * for a `run` block, the ```output block after it. Pure functions, no Gatsby.
 */
import { fences, type Fence } from '../mdx/code-fences'
import { parseCodeMeta, type CodeMeta } from '../mdx/code-meta'
import { processMagicComments } from '../mdx/magic-comments'
import { OUTPUT_LANGUAGE } from '../../shared/code-block/fence-attributes'

export { OUTPUT_LANGUAGE }

/** Languages the sample checker type-checks (and may run). */
export const CHECKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx'])
const RUNNABLE_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx'])

/**
 * Where a `run` block runs: `run` alone in Node; `run="dom"` in Node with a jsdom document as
 * the page (window, document, localStorage; React's act environment on); `run="vitest"` as a
 * test file under Vitest in jsdom, printing which tests passed.
 */
export type RunEnvironment = 'node' | 'dom' | 'vitest'
const RUN_ENVIRONMENTS: ReadonlyMap<string, RunEnvironment> = new Map([
  ['dom', 'dom'],
  ['vitest', 'vitest'],
])

/** The block's run environment, null when it is not run; throws on an unknown `run="…"`. */
function runEnvironment(meta: CodeMeta): RunEnvironment | null {
  if (meta.flags.has('run')) return 'node'
  const named = meta.attributes.get('run')
  if (named === undefined) return null
  const environment = RUN_ENVIRONMENTS.get(named)
  if (!environment) throw new Error(`run="${named}" is not a run environment: use run, run="dom" or run="vitest"`)
  return environment
}

export interface CodeSample {
  /** The MDX file, relative to the project root. */
  readonly file: string
  /** 1-based line of the opening fence. */
  readonly line: number
  /** 1-based line of the first line of code. */
  readonly codeLine: number
  /** '' when the fence names none. */
  readonly language: string
  readonly meta: CodeMeta
  readonly code: string
  /** For a `run` block: the console output it must print; null otherwise. */
  readonly expectedOutput: string | null
  /** Where a `run` block runs; null for a block that is not run. */
  readonly runIn: RunEnvironment | null
}

export interface ExtractedSamples {
  readonly samples: CodeSample[]
  /** Misuses of the sample conventions, each naming file and line. */
  readonly problems: string[]
}

/** The blank-lines-only gap between two fences decides whether an output block belongs to a run block. */
function onlyBlankLinesBetween(source: string, afterFence: Fence, nextFence: Fence): boolean {
  const lines = source.split(/\r?\n/)
  const closingLine = afterFence.line + afterFence.code.split('\n').length + 1
  return lines.slice(closingLine, nextFence.line - 1).every((line) => line.trim() === '')
}

export function extractSamples(source: string, file: string): ExtractedSamples {
  const all = fences(source)
  const samples: CodeSample[] = []
  const problems: string[] = []
  const claimedOutputs = new Set<Fence>()

  all.forEach((fence, index) => {
    if (fence.language === OUTPUT_LANGUAGE) return
    const where = `${file}:${fence.line}`
    let meta: CodeMeta
    let runIn: RunEnvironment | null
    try {
      meta = parseCodeMeta(fence.metaString)
      runIn = runEnvironment(meta)
      processMagicComments(fence.code)
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`)
      return
    }
    let expectedOutput: string | null = null
    if (runIn !== null) {
      const next = all[index + 1]
      if (!RUNNABLE_LANGUAGES.has(fence.language)) {
        problems.push(
          `${where}: only ts, tsx, js and jsx blocks can be marked \`run\` (this one is "${fence.language || 'plain text'}")`,
        )
      } else if (next?.language === OUTPUT_LANGUAGE && onlyBlankLinesBetween(source, fence, next)) {
        expectedOutput = next.code
        claimedOutputs.add(next)
      } else {
        problems.push(
          `${where}: a \`run\` block must be followed directly by an \`\`\`${OUTPUT_LANGUAGE} block with the console output it prints`,
        )
      }
    }
    if (meta.flags.has('nocheck') || meta.attributes.get('nocheck') === '') {
      problems.push(`${where}: \`nocheck\` needs a reason, e.g. nocheck="shows a type error on purpose"`)
    }
    samples.push({
      file,
      line: fence.line,
      codeLine: fence.line + 1,
      language: fence.language,
      meta,
      code: fence.code,
      expectedOutput,
      runIn: expectedOutput === null ? null : runIn,
    })
  })

  for (const fence of all) {
    if (fence.language === OUTPUT_LANGUAGE && !claimedOutputs.has(fence)) {
      problems.push(
        `${file}:${fence.line}: an \`\`\`${OUTPUT_LANGUAGE} block must come right after the \`run\` block whose output it shows`,
      )
    }
  }
  return { samples, problems }
}

/** Why a sample is not type-checked, or null when it is. */
export function skipReason(sample: CodeSample): string | null {
  return sample.meta.attributes.get('nocheck') ?? null
}

/** Whether the type-check step covers this sample. */
export function isCheckedSample(sample: CodeSample): boolean {
  return CHECKED_LANGUAGES.has(sample.language) && skipReason(sample) === null
}

/** Whether the run step executes this sample. */
export function isRunSample(sample: CodeSample): boolean {
  return sample.expectedOutput !== null && skipReason(sample) === null
}
