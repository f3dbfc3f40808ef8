/**
 * What makes DocSearch's modal the site's dialog through its own props: the site's texts, the
 * request every search sends, and hits made safe to render.
 */
import type { DocSearchHit, DocSearchIndex, ModalTranslations } from '@docsearch/react'
import { siteConfig } from '../../config/site'
import { escapeMarkup } from '../../shared/escape-markup'
import { safeHighlightHtml } from './highlight'
import { hitRoute } from './hit-route'
import { searchSettings } from './read-settings'
import { DIALOG_SNIPPETED, resultsRequest } from './search-parameters'

const { texts } = siteConfig.search
const [down = '', up = ''] = texts.commands.navigate.keys

export const translations: ModalTranslations = {
  searchBox: {
    placeholderText: texts.placeholder,
    searchInputLabel: texts.placeholder,
    clearButtonTitle: texts.clearQuery,
    clearButtonAriaLabel: texts.clearQuery,
    closeButtonText: texts.cancel,
    closeButtonAriaLabel: texts.cancel,
  },
  startScreen: {
    recentSearchesTitle: texts.recentSearches,
    noRecentSearchesText: texts.noRecentSearches,
    saveRecentSearchButtonTitle: texts.saveRecentSearch,
    removeRecentSearchButtonTitle: texts.removeRecentSearch,
    favoriteSearchesTitle: texts.favoriteSearches,
    removeFavoriteSearchButtonTitle: texts.removeFavoriteSearch,
  },
  errorScreen: { titleText: texts.errorTitle, helpText: texts.errorHelp },
  noResultsScreen: {
    noResultsText: texts.noResults,
    suggestedQueryText: texts.suggestedQuery,
    reportMissingResultsText: texts.reportMissingResults,
    reportMissingResultsLinkText: texts.reportMissingResultsLink,
  },
  footer: {
    selectText: texts.commands.select.text,
    selectKeyAriaLabel: texts.commands.select.keys[0],
    navigateText: texts.commands.navigate.text,
    navigateDownKeyAriaLabel: down,
    navigateUpKeyAriaLabel: up,
    closeText: texts.commands.close.text,
    closeKeyAriaLabel: texts.commands.close.keys[0],
    poweredByText: texts.searchBy,
  },
}

/**
 * The index DocSearch searches, with the parameters of every request of the site (facet filters,
 * fields, highlight tags, 20 hits, no click analytics) and snippets of `words` words.
 */
export function searchIndices(words: number): DocSearchIndex[] {
  const { indexName, query: _query, ...parameters } = resultsRequest('', DIALOG_SNIPPETED, words)
  // The site's request type is read-only throughout; Algolia's client types take mutable arrays.
  const searchParameters = structuredClone(parameters) as DocSearchIndex['searchParameters']
  return [{ name: indexName ?? searchSettings().algolia.indexName, searchParameters }]
}

type Highlighted = { readonly value: string } | undefined
type HighlightTree = Readonly<Record<string, Highlighted | Readonly<Record<string, Highlighted>>>>

/** Every highlighted value of a tree as HTML whose only markup is the highlight tags. */
function safeTree(tree: HighlightTree | undefined): HighlightTree | undefined {
  if (!tree) return tree
  const safe = (entry: Highlighted) => (entry ? { ...entry, value: safeHighlightHtml(entry.value) } : entry)
  return Object.fromEntries(
    Object.entries(tree).map(([key, entry]) => [
      key,
      entry && 'value' in entry
        ? safe(entry as Highlighted)
        : Object.fromEntries(Object.entries(entry ?? {}).map(([level, value]) => [level, safe(value)])),
    ]),
  )
}

/**
 * A hit as the dialog lists it: its url a route of the site, every text plain text (DocSearch
 * renders a hit's own fields as HTML where it has no highlighted value for them, and stores them so
 * in the recent searches).
 */
export function toDialogHit(hit: DocSearchHit): DocSearchHit {
  const text = (value: string | null) => (value === null ? null : escapeMarkup(value))
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy).map(([level, value]) => [level, text(value)]),
  ) as DocSearchHit['hierarchy']
  return {
    ...hit,
    url: hitRoute(hit.url),
    hierarchy,
    content: text(hit.content),
    _highlightResult: safeTree(
      hit._highlightResult as unknown as HighlightTree,
    ) as unknown as DocSearchHit['_highlightResult'],
    _snippetResult: safeTree(
      hit._snippetResult as unknown as HighlightTree,
    ) as unknown as DocSearchHit['_snippetResult'],
  }
}

export const transformItems = (items: DocSearchHit[]): DocSearchHit[] => items.map(toDialogHit)
