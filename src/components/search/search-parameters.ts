/** Parameters every search request of the site carries, whichever backend answers it. */
import { siteConfig } from '../../config/site'
import type { SearchRequest } from '../../shared/search/algolia-response'
import { SEARCH_LEVELS } from '../../shared/search/record'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './highlight'
import { searchSettings } from './read-settings'

/** The filters of every search: the site's language, docs and blog records. */
export function searchFacetFilters(): Array<string | string[]> {
  const { docsTag, blogTag } = siteConfig.search
  return [`language:${siteConfig.locale.code}`, [`docusaurus_tag:${docsTag}`, `docusaurus_tag:${blogTag}`]]
}

/** Snippet length for this screen: shorter on narrow screens. */
export function snippetWords(): number {
  const { wide, narrow, narrowScreenMaxWidthPx } = siteConfig.search.snippetWords
  return window.matchMedia(`(max-width: ${narrowScreenMaxWidthPx}px)`).matches ? narrow : wide
}

/** What a listed hit shows: its levels, its text, its kind and where it leads. */
const attributesToRetrieve = [...SEARCH_LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url']

/**
 * A request for a list of results to `query`, with `snippeted` attributes cut to `words` around
 * the words found.
 */
export function resultsRequest(query: string, snippeted: ReadonlyArray<string>, words: number): SearchRequest {
  return {
    indexName: searchSettings().algolia.indexName,
    query,
    hitsPerPage: siteConfig.search.hitsPerPage,
    attributesToRetrieve,
    attributesToSnippet: snippeted.map((attribute) => `${attribute}:${words}`),
    snippetEllipsisText: '…',
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    facetFilters: searchFacetFilters(),
    clickAnalytics: false,
  }
}

/** The dialog shows a snippet of whichever level or text it lists as a result's title or path. */
export const DIALOG_SNIPPETED = [...SEARCH_LEVELS.slice(1).map((level) => `hierarchy.${level}`), 'content']
