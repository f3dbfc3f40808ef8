/**
 * The one search client of the page, shared by the DocSearch modal and the /search page. Its code
 * (Algolia's client or the local index) is loaded on first use, never up front.
 */
import { withPrefix } from 'gatsby'
import { siteConfig } from '../../config/site'
import { searchSettings } from './search-settings'
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
    return createLocalClient(withPrefix(siteConfig.search.indexFile))
  })().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}

/** The filters of every search: the site's language, docs and blog records (SPEC.md section 7). */
export function searchFacetFilters(): Array<string | string[]> {
  const { docsTag, blogTag } = siteConfig.search
  return [`language:${siteConfig.locale.code}`, [`docusaurus_tag:${docsTag}`, `docusaurus_tag:${blogTag}`]]
}

/** Snippet length for this screen: shorter on narrow screens. */
export function snippetWords(): number {
  const { wide, narrow, narrowScreenMaxWidthPx } = siteConfig.search.snippetWords
  return window.matchMedia(`(max-width: ${narrowScreenMaxWidthPx}px)`).matches ? narrow : wide
}
