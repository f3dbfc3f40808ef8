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
 *
 * The same markup also serves the DocSearch crawler and its Docusaurus template, which read the
 * built pages with selectors of their own (docs/search.md, "The DocSearch crawler"): the h1 and headings
 * sit in the `article`, the page head carries `docsearch:*` meta tags, and the active navbar item
 * carries the class names below.
 */
import { siteConfig } from '../../config/site'
import type { SearchPageKind } from './record'

export const SEARCH_SECTION_ATTRIBUTE = 'data-search-lvl0'
export const SEARCH_KIND_ATTRIBUTE = 'data-search-kind'
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore'

/** Spread on the element that holds the page's h1 and body: `<article {...searchRegion('Blog', 'blog')}>`. */
export function searchRegion(section: string, kind: SearchPageKind): Record<string, string> {
  return { [SEARCH_SECTION_ATTRIBUTE]: section, [SEARCH_KIND_ATTRIBUTE]: kind }
}

/**
 * The section (lvl0) of a standalone page such as /versions: what the DocSearch crawler's template
 * gives a page with no active navbar item, so the site's records and the crawler's agree.
 */
export const STANDALONE_PAGE_SECTION = 'Documentation'

/** Spread on an element inside the region whose text is not page content. */
export const searchIgnore: Record<string, string> = { [SEARCH_IGNORE_ATTRIBUTE]: 'true' }

/** The `docusaurus_tag` of each kind of indexed page: in its records and in its `docsearch:docusaurus_tag` meta tag. */
export const searchPageTags: Readonly<Record<SearchPageKind, string>> = {
  docs: siteConfig.search.docsTag,
  blog: siteConfig.search.blogTag,
}

/**
 * Docusaurus's class names of the active navbar item, which the crawler's template reads as lvl0.
 * They carry no style. Sidebar categories do not get Docusaurus's active-category classes, which
 * the template would prefer: lvl0 stays the section ("Learn", "API", "Blog"), as in the records.
 */
export const CRAWLER_ACTIVE_NAVBAR_ITEM_CLASSES = 'navbar__item navbar__link--active'
