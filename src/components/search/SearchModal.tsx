/**
 * The DocSearch dialog. This module, DocSearch and its stylesheet load on first intent
 * (src/components/search/NavbarSearch.tsx), never with the page.
 */
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react'
import { Link, navigate, withPrefix } from 'gatsby'
import { useEffect, type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { siteStorage } from '../storage/storage'
import { safeHighlightHtml } from './highlight'
import { hitRoute } from './hit-route'
import { searchFacetFilters, type SiteSearchClient } from './search-client'
import { searchSettings } from './search-settings'
import { searchPageRoute } from './search-page-route'

const texts = siteConfig.search.texts

const translations = {
  searchBox: { searchInputLabel: texts.placeholder },
  startScreen: { noRecentSearchesText: texts.noRecentSearches },
  errorScreen: { titleText: texts.errorTitle, helpText: texts.errorHelp },
  noResultsScreen: {
    noResultsText: texts.noResults,
    suggestedQueryText: texts.suggestedQuery,
    reportMissingResultsText: texts.reportMissingResults,
    reportMissingResultsLinkText: texts.reportMissingResultsLink,
  },
}

type Highlighted = { value: string } | undefined
type HighlightTree = Record<string, Highlighted | Record<string, Highlighted>>

/** Every highlighted value made safe: DocSearch renders them as HTML. */
function safeTree<T extends HighlightTree | undefined>(tree: T): T {
  if (!tree) return tree
  const safe = (entry: Highlighted) => (entry ? { ...entry, value: safeHighlightHtml(entry.value) } : entry)
  return Object.fromEntries(
    Object.entries(tree).map(([key, entry]) => [key, entry && 'value' in entry ? safe(entry as Highlighted) : Object.fromEntries(Object.entries(entry ?? {}).map(([level, value]) => [level, safe(value)]))]),
  ) as T
}

/** Hits link to site routes, and every text is plain text (also in the stored recent searches). */
function toSiteHit(hit: DocSearchHit): DocSearchHit {
  const text = (value: string | null) => (value === null ? null : safeHighlightHtml(value))
  const hierarchy = Object.fromEntries(Object.entries(hit.hierarchy).map(([level, value]) => [level, text(value)])) as DocSearchHit['hierarchy']
  return {
    ...hit,
    url: hitRoute(hit.url),
    hierarchy,
    content: text(hit.content),
    _highlightResult: safeTree(hit._highlightResult as unknown as HighlightTree) as unknown as DocSearchHit['_highlightResult'],
    _snippetResult: safeTree(hit._snippetResult as unknown as HighlightTree) as unknown as DocSearchHit['_snippetResult'],
  }
}

function HitLink({ hit, children }: { readonly hit: InternalDocSearchHit | StoredDocSearchHit; readonly children: ReactNode }) {
  return <Link to={hitRoute(hit.url)}>{children}</Link>
}

function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query}"`
  return `${siteConfig.repositoryUrl}/issues/new?${new URLSearchParams({ title }).toString()}`
}

export interface SearchModalProps {
  readonly client: SiteSearchClient
  readonly initialQuery?: string
  readonly onClose: () => void
}

export function SearchModal({ client, initialQuery, onClose }: SearchModalProps) {
  const settings = searchSettings()
  const { indexName } = settings.algolia
  // DocSearch keeps recent and favorite searches in local storage itself and does nothing when it is
  // unavailable; reading through the site's storage gives such a reader the site's one warning.
  useEffect(() => {
    siteStorage.read(`__DOCSEARCH_RECENT_SEARCHES__${indexName}`)
  }, [indexName])

  return (
    <DocSearchModal
      appId={settings.algolia.appId || 'local'}
      apiKey={settings.algolia.searchApiKey || 'local'}
      indexName={indexName}
      placeholder={texts.placeholder}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      maxResultsPerGroup={siteConfig.search.maxResultsPerGroup}
      searchParameters={{ facetFilters: searchFacetFilters() }}
      transformSearchClient={() => client as unknown as DocSearchTransformClient}
      transformItems={(items) => items.map(toSiteHit)}
      hitComponent={HitLink}
      navigator={{
        navigate: ({ itemUrl }) => void navigate(itemUrl),
        navigateNewTab: ({ itemUrl }) => window.open(withPrefix(itemUrl), '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(withPrefix(itemUrl), '_blank', 'noopener'),
      }}
      resultsFooterComponent={({ state }) => (
        <Link to={searchPageRoute(state.query)} onClick={onClose}>
          See all {Number(state.context.nbHits ?? 0)} results
        </Link>
      )}
      getMissingResultsUrl={missingResultsUrl}
      translations={translations}
      insights={false}
    />
  )
}
