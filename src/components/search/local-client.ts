/**
 * The local backend as a search client. The prepared index is fetched and opened as soon as the
 * client is created, which is on the reader's first intent to search (hover, focus, touch, a
 * shortcut, or arriving on /search), so it is ready by the first key press.
 */
import type { LocalSearch } from '../../shared/search/local-search'
import { openPreparedIndex, type PreparedSearchIndex } from '../../shared/search/prepared-index'
import { SearchUnavailableError, type SiteSearchClient } from './site-search-client'

/**
 * User Timing entries (performance.measure) for `npm run bench:search`: the index from request to
 * ready, opening it once parsed, and each search.
 */
export const SEARCH_TIMINGS = { load: 'cotton-box:search-index', open: 'cotton-box:search-index-open', search: 'cotton-box:search' } as const

/** Runs `work`, recorded as a User Timing measure named `name`. */
function measured<T>(name: string, work: () => T): T {
  const start = performance.now()
  const result = work()
  performance.measure(name, { start, end: performance.now() })
  return result
}

/**
 * Runs a few throwaway searches, so the reader's first key press finds the search code compiled:
 * the engine's first search otherwise takes several times as long as the next ones. Done while
 * the index opens, on intent, before anything is typed.
 */
function warmedUp(local: LocalSearch): LocalSearch {
  for (const query of ['s', 'state manager', 'disopse']) local.search({ query })
  return local
}

export function createLocalClient(indexUrl: string): SiteSearchClient {
  let index: Promise<LocalSearch> | null = null
  const open = (): Promise<LocalSearch> => {
    const start = performance.now()
    return fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`)
        return response.json() as Promise<PreparedSearchIndex>
      })
      .then((prepared) => measured(SEARCH_TIMINGS.open, () => warmedUp(openPreparedIndex(prepared))))
      .then((local) => {
        performance.measure(SEARCH_TIMINGS.load, { start, end: performance.now() })
        return local
      })
      .catch((error: unknown) => {
        // The next search tries again.
        index = null
        throw new SearchUnavailableError(`The search index could not be loaded (${(error as Error).message})`)
      })
  }
  const load = () => (index ??= open())
  load().catch(() => {})
  const algoliaAgent = { value: 'Cotton Box local search', add: () => algoliaAgent }
  return {
    async search({ requests }) {
      const local = await load()
      return { results: measured(SEARCH_TIMINGS.search, () => requests.map((request) => local.search(request))) }
    },
    async suggest(query) {
      return (await load()).suggest(query)
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  }
}
