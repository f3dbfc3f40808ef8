import type { ApiMemberKind, ResolvedApiEntry } from '../../types/api'
import { apiText } from '../../shared/api/api-text'
import { memberAnchor, REMOVED_MEMBERS_ID } from '../../shared/api/api-anchors'
import type { TocItem } from '../toc/toc-items'

/**
 * The h2 headings under which an API page lists its members (`<Members kind="…" />`). Members are
 * headings the component renders, which the MDX table of contents cannot see; this adds them, and
 * the "Removed members" heading that <History /> renders under the History section.
 */
export const MEMBER_SECTIONS: Readonly<Record<string, ApiMemberKind>> = {
  properties: 'property',
  methods: 'method',
  functions: 'function',
}

/** The h2 heading of the section that shows <History />. */
const HISTORY_SECTION = 'history'

export function withMemberToc(toc: ReadonlyArray<TocItem>, api: ResolvedApiEntry | null): TocItem[] {
  if (!api) return [...toc]
  return toc.map((item) => {
    if (item.id === HISTORY_SECTION && api.history.removedMembers.length > 0)
      return {
        ...item,
        children: [...item.children, { id: REMOVED_MEMBERS_ID, title: apiText.removedMembersTitle, children: [] }],
      }
    const kind = MEMBER_SECTIONS[item.id]
    if (!kind) return item
    const members = api.members
      .filter((member) => member.kind === kind)
      .map((member) => ({ id: memberAnchor(member.name), title: member.name, children: [] }))
    return { ...item, children: [...item.children, ...members] }
  })
}
