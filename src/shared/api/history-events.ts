/**
 * The History section of an API page as a list of events, oldest first: the export's arrival,
 * members that came later, every change (the export's and the constructor's with both declarations;
 * a member's points to the member, which shows them), deprecations and removals (a removed member
 * points to its entry under "Removed members"). Shared by the component and the page's Markdown
 * copy, so both say the same thing. Pure.
 */
import type { ApiPageHistory, DeclarationChange, MemberHistory } from './history-view'

type HistorySource = Pick<ApiPageHistory, 'packages' | 'recordedExport'>
import { compareVersions } from './versions'

export type HistoryEvent =
  | ({ readonly kind: 'added'; readonly version: string } & HistorySource)
  | { readonly kind: 'member added'; readonly version: string; readonly member: string }
  | { readonly kind: 'changed'; readonly version: string; readonly change: DeclarationChange }
  | {
      readonly kind: 'member changed'
      readonly version: string
      readonly member: string
      readonly change: DeclarationChange
    }
  | { readonly kind: 'constructor changed'; readonly version: string; readonly change: DeclarationChange }
  | { readonly kind: 'deprecated'; readonly version: string; readonly note: string }
  | { readonly kind: 'member deprecated'; readonly version: string; readonly member: string; readonly note: string }
  | { readonly kind: 'member removed'; readonly version: string; readonly member: string }
  | ({ readonly kind: 'removed'; readonly version: string } & HistorySource)

/** A page's entry as the history needs it (a ResolvedApiEntry is one). */
export interface EntryWithHistory {
  readonly history: ApiPageHistory
  readonly members: ReadonlyArray<{
    readonly name: string
    readonly inheritedFrom: unknown
    readonly history: MemberHistory | null
  }>
}

export function historyEvents(entry: EntryWithHistory): HistoryEvent[] {
  const { history } = entry
  const source: HistorySource = { packages: history.packages, recordedExport: history.recordedExport }
  const events: HistoryEvent[] = [{ kind: 'added', version: history.since, ...source }]
  for (const change of history.changes) events.push({ kind: 'changed', version: change.version, change })
  if (history.deprecated)
    events.push({ kind: 'deprecated', version: history.deprecated.version, note: history.deprecated.note })
  // The constructor has no heading of its own (pages show it as parameters): its changes show here.
  for (const change of history.constructorHistory?.changes ?? [])
    events.push({ kind: 'constructor changed', version: change.version, change })
  // An inherited member's history belongs to the page of the entry that declares it.
  const own = entry.members.flatMap((member) =>
    member.inheritedFrom || !member.history ? [] : [{ name: member.name, history: member.history }],
  )
  const removed = history.removedMembers.map((member) => ({ name: member.name, history: member }))
  for (const member of [...own, ...removed]) {
    if (memberSinceShown(entry, member.history.since))
      events.push({ kind: 'member added', version: member.history.since, member: member.name })
    for (const change of member.history.changes)
      events.push({ kind: 'member changed', version: change.version, member: member.name, change })
    if (member.history.deprecated)
      events.push({
        kind: 'member deprecated',
        version: member.history.deprecated.version,
        member: member.name,
        note: member.history.deprecated.note,
      })
  }
  for (const member of history.removedMembers)
    events.push({ kind: 'member removed', version: member.removed, member: member.name })
  if (history.removed) events.push({ kind: 'removed', version: history.removed, ...source })
  // A stable sort: within a release, the export first, then its members in page order.
  return events.sort((a, b) => compareVersions(a.version, b.version))
}

/**
 * Whether a member's "Since" is worth showing: only when it came later than its page's export (an
 * inherited member older than the page arrived with the page).
 */
export function memberSinceShown(entry: Pick<EntryWithHistory, 'history'>, since: string | undefined): since is string {
  return since !== undefined && compareVersions(since, entry.history.since) > 0
}
