/** What the search dialog and the /search page need of a search backend, local or Algolia. */
import type { SearchRequest, SearchResponse } from '../../shared/search/algolia-response'

export interface SearchParams {
  readonly requests: ReadonlyArray<SearchRequest>
}

/** Algolia's search call, as the dialog and the /search page use it, plus suggestions. */
export interface SiteSearchClient {
  search(params: SearchParams): Promise<{ results: SearchResponse[] }>
  /** Up to 3 other queries that do find something, for a query that found nothing. */
  suggest(query: string): Promise<string[]>
  /** A backend that needs time to get ready answers the dialog's first key presses early. */
  readonly early?: EarlyAnswers
}

/** Answers from a small index while the full one opens (the local backend). */
export interface EarlyAnswers {
  /**
   * Results from the page titles and sections, or null when the full index should answer: it is
   * open (for any query longer than one character), or they found nothing.
   */
  search(params: SearchParams): Promise<{ results: SearchResponse[] } | null>
  /** Settles once the full index answers (or has failed to open). */
  whenComplete(): Promise<void>
}

/** The local index could not be fetched or opened: the dialog shows its error screen. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError'
}
