/**
 * What an API page shows of the release history: its export's "Since", changes and deprecation,
 * each member's own, and the members it no longer has. A page documents the export of its title
 * in the packages it names; a page for a package the releases do not record (the
 * `@glyph-cat/equality` presets) shows the history of the recorded export of the same name, such
 * as `Equality` leaving `cotton-box`. Pure.
 */
import type { ApiEntry, ApiPackage, ApiPageHistory, MemberHistory, RemovedMemberHistory } from '../../types/api'
import { HISTORY_PACKAGES, type ExportHistory, type HistoryPackage } from '../../types/api-history'
import { compareVersions } from '../../shared/api/versions'
import { exportKey, memberOf, type FoldedHistory } from './fold-releases'

const isHistoryPackage = (name: ApiPackage): name is HistoryPackage =>
  (HISTORY_PACKAGES as ReadonlyArray<string>).includes(name)

export interface PageExport {
  /** The export: the page's title. */
  readonly history: ExportHistory
  /** Whether the page documents this export itself (its members then have histories too). */
  readonly own: boolean
  /** The packages whose releases added it alike (the misc constants are in both). */
  readonly packages: ReadonlyArray<HistoryPackage>
}

/** The recorded export a page documents, or why there is none. */
export function pageExport(
  title: string,
  packages: ReadonlyArray<ApiPackage>,
  history: FoldedHistory,
): PageExport | string {
  const own = packages.filter(isHistoryPackage).flatMap((name) => history.exports.get(exportKey(name, title)) ?? [])
  if (own.length > 0) {
    const [first, ...others] = own
    const differing = others.find((item) => item.since !== first.since)
    if (differing)
      return `${title} appears in ${first.package} ${first.since} but in ${differing.package} ${differing.since}; one page cannot show both`
    return { history: first, own: true, packages: own.map((item) => item.package) }
  }
  if (packages.some(isHistoryPackage)) return `no release in content/releases adds ${title} to ${packages.join(' or ')}`
  const elsewhere = HISTORY_PACKAGES.flatMap((name) => history.exports.get(exportKey(name, title)) ?? [])[0]
  return elsewhere
    ? { history: elsewhere, own: false, packages: [elsewhere.package] }
    : `no release in content/releases adds anything named ${title}`
}

export function pageHistory({ history, own, packages }: PageExport): ApiPageHistory {
  return {
    packages,
    recordedExport: own ? null : history.name,
    since: history.since,
    removed: history.removed,
    changes: history.changes,
    deprecated: history.deprecated,
    constructorHistory: own ? memberHistory(history, 'constructor') : null,
    // Only the page of the export itself knows its members; another package's page shows none.
    removedMembers: own ? removedMembers(history) : [],
  }
}

/**
 * The members `owner` declared once and has no more, in the order they went (a stable sort, so
 * those of one release stay in the order they came), each with its last declaration.
 */
export function removedMembers(owner: ExportHistory): RemovedMemberHistory[] {
  return Object.entries(owner.members)
    .flatMap(([name, member]): RemovedMemberHistory[] =>
      member.removed
        ? [
            {
              name,
              since: member.since,
              removed: member.removed,
              signature: member.signature,
              changes: member.changes,
              deprecated: member.deprecated,
              note: member.removalNote,
            },
          ]
        : [],
    )
    .sort((a, b) => compareVersions(a.removed, b.removed))
}

/**
 * The members a page gives an anchor, for links to them: its own members' headings, the removed
 * members its History lists, and `constructor` on a class page with parameters, whose
 * <Parameters /> stands for the constructor.
 */
export function anchoredMembers(
  api: Pick<ApiEntry, 'kind' | 'members' | 'parameters'>,
  recorded: PageExport | undefined,
): Set<string> {
  return new Set([
    ...(api.members ?? []).map((member) => member.name),
    ...(recorded ? pageHistory(recorded).removedMembers.map((member) => member.name) : []),
    ...(api.kind === 'class' && (api.parameters?.length ?? 0) > 0 ? ['constructor'] : []),
  ])
}

/** The history of a member declared by `owner`, or null when the releases do not record it. */
export function memberHistory(owner: ExportHistory, name: string): MemberHistory | null {
  const member = memberOf(owner, name)
  if (!member || member.removed) return null
  return { since: member.since, changes: member.changes, deprecated: member.deprecated }
}

/** An API page as the history needs it. */
export interface HistoryPage {
  readonly title: string
  readonly sourceFile: string
  readonly api: Pick<ApiEntry, 'packages' | 'members' | 'extends'>
}

/** Exports whose members the releases record; a type alias's members are another export's. */
export const KINDS_WITH_MEMBERS: ReadonlySet<string> = new Set(['class', 'interface', 'enum'])

/** Members a page may list from the language's own base class: no release declares them. */
const BUILT_IN_BASE_MEMBERS: Readonly<Record<string, ReadonlySet<string>>> = {
  Error: new Set(['name', 'message', 'stack', 'cause']),
}

/**
 * The recorded export of every page, by title, and the problems: a page whose export no release
 * adds, and an own member of it that no release adds (both name the page file).
 */
export function pageExports(
  pages: ReadonlyArray<HistoryPage>,
  history: FoldedHistory,
): { exports: Map<string, PageExport>; problems: string[] } {
  const exports = new Map<string, PageExport>()
  const problems: string[] = []
  for (const page of pages) {
    const found = pageExport(page.title, page.api.packages, history)
    if (typeof found === 'string') {
      problems.push(`${page.sourceFile}: ${found}`)
      continue
    }
    exports.set(page.title, found)
    if (!found.own || !KINDS_WITH_MEMBERS.has(found.history.kind)) continue
    const builtIn = BUILT_IN_BASE_MEMBERS[page.api.extends ?? ''] ?? new Set()
    for (const member of page.api.members ?? []) {
      if (!builtIn.has(member.name) && !memberHistory(found.history, member.name))
        problems.push(
          `${page.sourceFile}: api.members lists ${member.name}, but no release in content/releases adds ${page.title}.${member.name}`,
        )
    }
  }
  return { exports, problems }
}
