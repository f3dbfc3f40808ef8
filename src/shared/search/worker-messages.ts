/**
 * What the page (src/components/search/local-client.ts) and the search worker
 * (src/search-worker/worker.ts) say to each other. The worker fetches and opens the full index
 * off the page's thread, so typing stays answered while it opens.
 */
import type { SearchRequest, SearchResponse } from './algolia-response'

export type ToSearchWorker =
  | { readonly kind: 'open'; readonly indexUrl: string }
  | { readonly kind: 'search'; readonly id: number; readonly requests: ReadonlyArray<SearchRequest> }
  | { readonly kind: 'suggest'; readonly id: number; readonly query: string }

export type FromSearchWorker =
  /** The index is open; `openMs` is the time it took to open once fetched. */
  | { readonly kind: 'ready'; readonly openMs: number }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'results'; readonly id: number; readonly results: SearchResponse[] }
  | { readonly kind: 'suggestions'; readonly id: number; readonly suggestions: string[] }
