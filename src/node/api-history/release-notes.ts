/**
 * The "What changed" sections: one per release, newest first, each listing what it added,
 * changed, deprecated and removed, linked to the API page (and member) that documents it: a
 * removed member to its entry in the page's History, a constructor to the page's parameters. The
 * members of an export added in the same release are not listed apart. Pure.
 */
import type { ReleaseChange, ReleaseFile, ReleaseNoteItem, ReleaseNotes } from '../../types/api-history'
import { apiText } from '../../shared/api/api-text'
import { memberAnchor } from '../../shared/api/api-anchors'

/** An API page: its route and the members it gives an anchor (see `anchoredMembers`). */
export interface NotedPage {
  readonly path: string
  readonly members: ReadonlySet<string>
}

function noteOf(item: ReleaseChange): string | null {
  if (item.change === 'deprecated' || item.change === 'removed') return item.note ?? null
  if (item.change === 'changed') return item.note ?? (item.typingsOnly ? apiText.typingsOnly : null)
  return null
}

export function releaseNotes(
  releases: ReadonlyArray<ReleaseFile>,
  pages: ReadonlyMap<string, NotedPage>,
): ReleaseNotes[] {
  return [...releases].reverse().map((release) => {
    const addedExports = new Set(
      release.changes
        .filter((item) => item.change === 'added' && item.member === undefined)
        .map((item) => `${item.package} ${item.export}`),
    )
    const items = release.changes
      .filter(
        (item) =>
          !(item.member !== undefined && item.change === 'added' && addedExports.has(`${item.package} ${item.export}`)),
      )
      .map((item): ReleaseNoteItem => {
        const page = pages.get(item.export)
        const anchor =
          item.member !== undefined && page?.members.has(item.member) ? `#${memberAnchor(item.member)}` : ''
        return {
          change: item.change,
          package: item.package,
          name: item.member === undefined ? item.export : `${item.export}.${item.member}`,
          path: page ? `${page.path}${anchor}` : null,
          note: noteOf(item),
        }
      })
    return { version: release.version, date: release.date ?? null, notes: release.notes ?? [], items }
  })
}
