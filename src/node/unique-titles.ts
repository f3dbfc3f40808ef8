/**
 * A page's title is its h1, its document title, its breadcrumb, its search record's lvl1 and its
 * JSON-LD name, so two pages with one title would be two pages that search engines and readers
 * cannot tell apart. Pure.
 */

/** A page title and the file an author edits to change it. */
export interface TitledSource {
  readonly title: string
  readonly source: string
}

/** One problem per title that more than one page has, naming every file that gives it. */
export function duplicateTitleProblems(pages: ReadonlyArray<TitledSource>): string[] {
  const byTitle = new Map<string, TitledSource[]>()
  for (const page of pages) {
    // "Quick start" and "Quick Start" read the same in a list of search results.
    const key = page.title.trim().toLowerCase()
    byTitle.set(key, [...(byTitle.get(key) ?? []), page])
  }
  return [...byTitle.values()]
    .filter((group) => group.length > 1)
    .map((group) => {
      const sources = group.map((page) => page.source)
      return (
        `${sources.slice(0, -1).join(', ')} and ${sources.at(-1)} have the same title "${group[0].title}": ` +
        'page titles must be unique (each is a heading, a document title and a search result); give each page its own title, ' +
        'with a short `sidebar_label` where the sidebar should keep the shorter name'
      )
    })
}
