import type { ApiMemberKind, ResolvedApiEntry } from '../../types/api'
import { memberAnchor } from '../../shared/api/api-anchors'
import type { TocItem } from '../toc/toc-items'

/**
 * The h2 headings under which an API page lists its members (`<Members kind="…" />`). Members are
 * headings the component renders, which the MDX table of contents cannot see; this adds them.
 */
export const MEMBER_SECTIONS: Readonly<Record<string, ApiMemberKind>> = {
  properties: 'property',
  methods: 'method',
  functions: 'function',
}

export function withMemberToc(toc: ReadonlyArray<TocItem>, api: ResolvedApiEntry | null): TocItem[] {
  if (!api) return [...toc]
  return toc.map((item) => {
    const kind = MEMBER_SECTIONS[item.id]
    if (!kind) return item
    const members = api.members
      .filter((member) => member.kind === kind)
      .map((member) => ({ id: memberAnchor(member.name), title: member.name, children: [] }))
    return { ...item, children: [...item.children, ...members] }
  })
}
