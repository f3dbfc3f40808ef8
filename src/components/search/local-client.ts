/** The local backend as a search client: the records file is fetched once, on the first search. */
import { createLocalSearch, type LocalSearch } from './local-search'
import { SearchUnavailableError, type SiteSearchClient } from './search-client'
import type { SearchRecord } from '../../shared/search-record'

export function createLocalClient(recordsUrl: string): SiteSearchClient {
  let index: Promise<LocalSearch> | null = null
  const load = () => {
    index ??= fetch(recordsUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${recordsUrl}: HTTP ${response.status}`)
        return response.json() as Promise<SearchRecord[]>
      })
      .then(createLocalSearch)
      .catch((error: unknown) => {
        index = null
        throw new SearchUnavailableError(`The search index could not be loaded (${(error as Error).message})`)
      })
    return index
  }
  const algoliaAgent = { value: 'Cotton Box local search', add: () => algoliaAgent }
  return {
    async search({ requests }) {
      const local = await load()
      return { results: requests.map((request) => local.search(request)) }
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  }
}
