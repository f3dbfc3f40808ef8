/** The Algolia backend: algoliasearch's lite client with the site's timeouts. */
import { createMemoryCache } from '@algolia/client-common'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../config/site'
import { searchFacetFilters } from './search-parameters'
import type { SiteSearchClient } from './site-search-client'
import type { EffectiveSearchSettings } from './read-settings'

export function createAlgoliaClient(settings: EffectiveSearchSettings): SiteSearchClient {
  const client = liteClient(settings.algolia.appId, settings.algolia.searchApiKey, {
    timeouts: siteConfig.search.clientTimeoutsMs,
    // Host health is kept in memory, not in local storage, which only src/components/storage touches.
    hostsCache: createMemoryCache(),
    ...(settings.hosts ? { hosts: settings.hosts.map((host) => ({ ...host, accept: 'readWrite' as const })) } : {}),
  })
  // The lite client answers the wider SearchResponses type; the site reads only the fields it declares.
  const search = client.search.bind(client) as unknown as SiteSearchClient['search']
  return {
    search,
    /** Page titles close to the query: Algolia again, on page titles only, every word optional. */
    async suggest(query) {
      const { results } = await search({
        requests: [
          {
            indexName: settings.algolia.indexName,
            query,
            hitsPerPage: 3,
            facetFilters: [...searchFacetFilters(), 'type:lvl1'],
            attributesToRetrieve: ['hierarchy.lvl1'],
            ...suggestionParameters,
          },
        ],
      })
      return [...new Set(results[0]?.hits.map((hit) => hit.hierarchy?.lvl1 ?? '').filter((title) => title !== ''))]
    },
  }
}

/** Search parameters the site's request type does not list: titles only, with the most typos Algolia forgives. */
const suggestionParameters = {
  restrictSearchableAttributes: ['hierarchy.lvl1'],
  typoTolerance: true,
  removeWordsIfNoResults: 'allOptional',
  queryType: 'prefixAll',
} as object
