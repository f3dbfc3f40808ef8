/**
 * The markup contract between page templates and the search-record extractor, which reads the
 * built HTML (src/node/search/records.ts):
 * - the element that holds a page's title (its one h1) and body carries `data-search-lvl0` (the
 *   section shown as the results group: "Learn", "API", "Blog") and `data-search-kind` ("docs" or
 *   "blog"); a page without it is not indexed;
 * - inside it, h2..h6 headings with an id become heading records (the id is the anchor), and
 *   paragraphs and list items become content records under the heading before them;
 * - code blocks (`pre`) and any subtree marked `data-search-ignore` (breadcrumbs, cards, footers)
 *   are skipped.
 */
import type { SearchPageKind } from './search-record'

export const SEARCH_SECTION_ATTRIBUTE = 'data-search-lvl0'
export const SEARCH_KIND_ATTRIBUTE = 'data-search-kind'
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore'

/** Spread on the element that holds the page's h1 and body: `<article {...searchRegion('Blog', 'blog')}>`. */
export function searchRegion(section: string, kind: SearchPageKind): Record<string, string> {
  return { [SEARCH_SECTION_ATTRIBUTE]: section, [SEARCH_KIND_ATTRIBUTE]: kind }
}

/** Spread on an element inside the region whose text is not page content. */
export const searchIgnore: Record<string, string> = { [SEARCH_IGNORE_ATTRIBUTE]: 'true' }
