/**
 * The DocSearch record format, shared by the build (which writes records), the Algolia upload and
 * the browser (which searches them locally or reads them back from Algolia).
 */

export const SEARCH_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type SearchLevel = (typeof SEARCH_LEVELS)[number]

/** lvl1 is the page, lvl2..lvl6 its headings, content a paragraph or list item. */
export type SearchRecordType = Exclude<SearchLevel, 'lvl0'> | 'content'

export interface SearchHierarchy {
  /** The site section: "Learn", "API", "Blog". */
  readonly lvl0: string
  /** The page title. */
  readonly lvl1: string
  readonly lvl2: string | null
  readonly lvl3: string | null
  readonly lvl4: string | null
  readonly lvl5: string | null
  readonly lvl6: string | null
}

/** The `docusaurus_tag` facet value of each kind of indexed page. */
export type SearchPageKind = 'docs' | 'blog'

export interface SearchRecord {
  /** Stable across builds: the same page, heading and position give the same id. */
  readonly objectID: string
  readonly type: SearchRecordType
  readonly hierarchy: SearchHierarchy
  /** The text of a content record; null for page and heading records. */
  readonly content: string | null
  /** Absolute, with the path prefix and the heading's anchor. */
  readonly url: string
  readonly url_without_anchor: string
  readonly anchor: string | null
  readonly language: string
  readonly docusaurus_tag: string
  /** Custom ranking: pages before headings before content, then reading order. */
  readonly weight: { readonly pageRank: number; readonly level: number; readonly position: number }
}
