/** What the DocSearch dialog and the /search page need of a search backend, local or Algolia. */
import type { SearchRequest, SearchResponse } from '../../shared/search/algolia-response'

/** The Algolia search client surface DocSearch and the /search page use, plus suggestions. */
export interface SiteSearchClient {
  search(params: { readonly requests: ReadonlyArray<SearchRequest> }): Promise<{ results: SearchResponse[] }>
  addAlgoliaAgent(segment: string, version?: string): void
  readonly transporter: { readonly algoliaAgent: { readonly value: string; add(options: { segment: string; version?: string }): unknown } }
  /** Up to 3 other queries that do find something, for a query that found nothing. */
  suggest(query: string): Promise<string[]>
}

/**
 * DocSearch shows its error screen only for algoliasearch's "RetryError" (every host failed), so a
 * local index that cannot be fetched fails under the same name.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError'
}
