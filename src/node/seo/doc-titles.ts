/**
 * Document titles must be unique across the site, but docs in different categories may share a
 * title (the tutorial's and the React guide's "Setup"). Such docs get their category in the
 * document title, e.g. "Setup (Using with React)"; their heading stays the title. Pure.
 */
import type { Sidebar } from '../../types/docs'

/** The document title of every doc whose title another doc shares, by route. */
export function qualifiedDocTitles(sidebars: ReadonlyArray<Sidebar>): Map<string, string> {
  const entries = sidebars.flatMap((sidebar) => sidebar.categories.flatMap((category) => category.items.map((item) => ({ item, category }))))
  const count = new Map<string, number>()
  for (const { item } of entries) count.set(item.title, (count.get(item.title) ?? 0) + 1)
  return new Map(
    entries.filter(({ item }) => (count.get(item.title) ?? 0) > 1).map(({ item, category }) => [item.path, `${item.title} (${category.label})`]),
  )
}
