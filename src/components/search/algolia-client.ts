/** The Algolia backend: algoliasearch's lite client with the site's timeouts. */
import { createMemoryCache } from '@algolia/client-common'
import { liteClient } from 'algoliasearch/lite'
import { siteConfig } from '../../config/site'
import type { SiteSearchClient } from './search-client'
import type { EffectiveSearchSettings } from './search-settings'

export function createAlgoliaClient(settings: EffectiveSearchSettings): SiteSearchClient {
  const client = liteClient(settings.algolia.appId, settings.algolia.searchApiKey, {
    timeouts: siteConfig.search.clientTimeoutsMs,
    // Host health is kept in memory, not in local storage, which only src/components/storage touches.
    hostsCache: createMemoryCache(),
    ...(settings.hosts ? { hosts: settings.hosts.map((host) => ({ ...host, accept: 'readWrite' as const })) } : {}),
  })
  // The lite client answers the wider SearchResponses type; the site reads only the fields it declares.
  return client as unknown as SiteSearchClient
}
