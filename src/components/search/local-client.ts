/**
 * The local backend as a search client. Created on the reader's first intent to search (hover,
 * focus, touch, a shortcut, or arriving on /search), it starts two loads at once: the full index,
 * fetched and opened in a worker so the page's thread stays free for typing, and the small index
 * of page titles and sections, opened here. Until the full index is open, the dialog's key presses
 * are answered from the small one (`early`), and so is a query of one character at any time: it
 * begins most words of the docs, so its full search is the slowest a reader waits for, while the
 * titles answer it at once. The full answers follow either way.
 */
import type { LocalSearch } from '../../shared/search/local-search'
import { openPreparedIndex, type PreparedSearchIndex } from '../../shared/search/prepared-index'
import { warmedUp } from '../../shared/search/warm-up'
import { openIndexInWorker, type WorkerIndex } from './search-worker-client'
import type { SearchResponse } from '../../shared/search/algolia-response'
import {
  SearchUnavailableError,
  type EarlyAnswers,
  type SearchParams,
  type SiteSearchClient,
} from './site-search-client'

/**
 * User Timing entries (performance.measure) for `npm run bench:search`: the full index from
 * request to ready, opening it once fetched (in the worker), and each search the reader waits for.
 */
export const SEARCH_TIMINGS = {
  load: 'cotton-box:search-index',
  open: 'cotton-box:search-index-open',
  search: 'cotton-box:search',
} as const

export interface LocalIndexFiles {
  /** The full prepared index, the small one of titles and sections, and the worker's script. */
  readonly index: string
  readonly titles: string
  readonly worker: string
}

const measure = (name: string, start: number) => performance.measure(name, { start, end: performance.now() })

async function fetchPrepared(url: string): Promise<PreparedSearchIndex> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as PreparedSearchIndex
}

export function createLocalClient(files: LocalIndexFiles): SiteSearchClient {
  let full: Promise<WorkerIndex> | null = null
  let fullIsOpen = false
  // Early answers only while the first attempt opens: after a failure, searches wait for the
  // full index, so the reader sees its error rather than answers that never complete.
  let firstAttempt = true
  const open = (): Promise<WorkerIndex> => {
    const start = performance.now()
    return openIndexInWorker(files.worker, files.index).then(
      ({ index, openMs }) => {
        fullIsOpen = true
        performance.measure(SEARCH_TIMINGS.open, { end: performance.now(), duration: openMs })
        measure(SEARCH_TIMINGS.load, start)
        return index
      },
      (error: unknown) => {
        // The next search tries again.
        full = null
        firstAttempt = false
        throw new SearchUnavailableError(`The search index could not be loaded (${(error as Error).message})`)
      },
    )
  }
  const loadFull = () => (full ??= open())
  loadFull().catch(() => {})
  // Only a head start: when it fails, the full index answers everything.
  let small: LocalSearch | null = null
  const titles: Promise<unknown> = fetchPrepared(files.titles).then(
    (prepared) => (small = warmedUp(openPreparedIndex(prepared))),
    () => null,
  )

  /** The titles' answer, or null when the full index should answer (see EarlyAnswers.search). */
  const titlesAnswer = ({ requests }: SearchParams): { results: SearchResponse[] } | null => {
    const index = small
    const oneCharacter = requests.every((request) => [...(request.query ?? '').trim()].length <= 1)
    if ((fullIsOpen && !oneCharacter) || !firstAttempt || !index) return null
    const start = performance.now()
    const results = requests.map((request) => index.search(request))
    // Nothing among the titles says nothing about the rest: the full index answers that.
    if (results.every((result) => result.nbHits === 0)) return null
    measure(SEARCH_TIMINGS.search, start)
    return { results }
  }

  const early: EarlyAnswers = {
    async search(params) {
      await titles
      return titlesAnswer(params)
    },
    whenComplete: () => loadFull().then(() => undefined),
  }
  return {
    async search({ requests }) {
      const index = await loadFull()
      const start = performance.now()
      const results = await index.search(requests)
      measure(SEARCH_TIMINGS.search, start)
      return { results }
    },
    async suggest(query) {
      return (await loadFull()).suggest(query)
    },
    early,
  }
}
