/**
 * The one search client of the page, shared by the search dialog and the /search page. Its code
 * (Algolia's client or the local index) is loaded on first use, never up front.
 */
import { withPrefix } from 'gatsby'
import { siteConfig } from '../../config/site'
import { searchSettings } from './read-settings'
import type { SiteSearchClient } from './site-search-client'

let pending: Promise<SiteSearchClient> | null = null

export function loadSearchClient(): Promise<SiteSearchClient> {
  pending ??= (async () => {
    const settings = searchSettings()
    if (settings.backend === 'algolia') {
      const { createAlgoliaClient } = await import('./algolia-client')
      return createAlgoliaClient(settings)
    }
    const { createLocalClient } = await import('./local-client')
    const { indexFile, titlesFile } = siteConfig.search
    return createLocalClient({
      index: withPrefix(indexFile),
      titles: withPrefix(titlesFile),
      worker: withPrefix(`/${__COTTON_BOX_SEARCH_WORKER__}`),
    })
  })().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}
