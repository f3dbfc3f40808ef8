/**
 * The DocSearch dialog. This module, DocSearch and its stylesheet load on first intent
 * (src/components/search/NavbarSearch.tsx), never with the page.
 */
import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react'
import { Link, navigate, withPrefix } from 'gatsby'
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { siteConfig } from '../../config/site'
import { SiteLink } from '../link/SiteLink'
import { storageSlot } from '../storage/storage-slot'
import { watchDocSearchAria } from './docsearch-aria'
import { DOCSEARCH_MOUNT_POINTS, expectDocSearchParts } from './docsearch-parts'
import { DOCSEARCH_MARKUP } from '../overrides/browser-overrides'
import { keepFocusOnPageChange } from './dialog-focus'
import { escapeMarkup } from '../../shared/escape-markup'
import { safeHighlightHtml } from './highlight'
import { hitRoute } from './hit-route'
import { searchFacetFilters } from './search-parameters'
import type { SearchParams, SiteSearchClient } from './site-search-client'
import type { SearchResponse } from '../../shared/search/algolia-response'
import { askAgainWhenComplete } from './full-index-takeover'
import { searchSettings } from './read-settings'
import { searchPageRoute } from './search-page-route'
import { missingResultsUrl } from './missing-results'
import { NoResultsScreen } from './NoResultsScreen'
import { noteChangeReactSaw, typeInto } from './type-into'
import { StartScreen, STORED_SEARCH_LINK_SELECTOR } from './StartScreen'
import { storedSearchStore, type StoredSearch } from './stored-searches'

const texts = siteConfig.search.texts

const translations = {
  searchBox: { searchInputLabel: texts.placeholder },
  errorScreen: { titleText: texts.errorTitle, helpText: texts.errorHelp },
  footer: { searchByText: texts.searchBy },
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
    Object.entries(tree).map(([key, entry]) => [
      key,
      entry && 'value' in entry
        ? safe(entry as Highlighted)
        : Object.fromEntries(Object.entries(entry ?? {}).map(([level, value]) => [level, safe(value)])),
    ]),
  ) as T
}

/**
 * Hits link to site routes, and every text is plain text: DocSearch renders a record's own fields
 * as HTML where it has no highlighted value for them. Recent searches store these escaped texts.
 */
function toSiteHit(hit: DocSearchHit): DocSearchHit {
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

const transformItems = (items: DocSearchHit[]) => items.map(toSiteHit)

/** Search parameters and navigation stay the same objects: DocSearch rebuilds its search when they change. */
const searchParameters = { facetFilters: searchFacetFilters() }

/**
 * DocSearch's dialog, rendered again only when its own props change: the wrapper below re-renders
 * on every key press (it follows the query), and DocSearch renders its results itself. Every prop
 * passed is a module constant or a stable callback.
 */
const StableDocSearchModal = memo(DocSearchModal)

/** The reader's recent and favorite searches; the dialog keeps them, not DocSearch (StartScreen.tsx). */
const storedSearches = storedSearchStore(storageSlot, searchSettings().algolia.indexName)

interface ChosenHit {
  readonly itemUrl: string
  readonly item: StoredSearch
}

/** Every way of opening a hit makes it a recent search. */
const hitNavigator = {
  navigate: ({ itemUrl, item }: ChosenHit) => {
    storedSearches.choose(item)
    void navigate(itemUrl)
  },
  navigateNewTab: ({ itemUrl, item }: ChosenHit) => {
    storedSearches.choose(item)
    window.open(withPrefix(itemUrl), '_blank', 'noopener')
  },
  navigateNewWindow: ({ itemUrl, item }: ChosenHit) => hitNavigator.navigateNewTab({ itemUrl, item }),
}

/**
 * A result's content. DocSearch puts it inside its role="option", which may hold nothing
 * focusable (WCAG 4.1.2; axe's nested-interactive), so it is not a link: the keyboard opens a
 * result through hitNavigator, and a click here opens it the way a click on a link would.
 */
function HitTarget({
  hit,
  children,
}: {
  readonly hit: InternalDocSearchHit | StoredDocSearchHit
  readonly children: ReactNode
}) {
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const chosen = { itemUrl: hit.url, item: hit }
    if (event.defaultPrevented) return
    if (event.button === 1 || event.ctrlKey || event.metaKey) hitNavigator.navigateNewTab(chosen)
    else if (event.shiftKey) hitNavigator.navigateNewWindow(chosen)
    else if (event.button === 0) hitNavigator.navigate(chosen)
  }
  return (
    // The keyboard opens a result through DocSearch's option (Enter), which calls hitNavigator.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the pointer's way to the same action
    <div className="DocSearch-Hit-target" onClick={open} onAuxClick={open}>
      {children}
    </div>
  )
}

export interface SearchModalProps {
  readonly client: SiteSearchClient
  readonly initialQuery?: string
  readonly onClose: () => void
}

/** DocSearch's error screen, with the site's own title and help texts. */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.errorTitle}</p>
      <p className="DocSearch-Help">{texts.errorHelp}</p>
    </div>
  )
}

/** What the dialog learns from each answer that DocSearch does not tell it. */
interface SearchOutcome {
  /**
   * The last search failed on every host: DocSearch 3.9 returns its status to idle (and shows "no
   * results") right after an error.
   */
  readonly setFailed: (failed: boolean) => void
  /** The query of the last answer when it found nothing, else null. */
  readonly setEmptyQuery: (query: string | null) => void
}

/**
 * The client as the dialog sees it: it answers early when the backend can (the local index while
 * it opens), asks again once the full answers are there, and records how the last search went.
 */
function useWatchedClient(
  client: SiteSearchClient,
  containerRef: RefObject<HTMLDivElement | null>,
  { setFailed, setEmptyQuery }: SearchOutcome,
): SiteSearchClient {
  return useMemo(() => {
    const answered = (response: { results: SearchResponse[] }) => {
      setFailed(false)
      const [answer] = response.results
      setEmptyQuery(answer && answer.nbHits === 0 ? answer.query.trim() : null)
      return response
    }
    const fullSearch = (params: SearchParams) =>
      client.search(params).then(answered, (error: unknown) => {
        if ((error as Error).name === 'RetryError') setFailed(true)
        throw error
      })
    return {
      ...client,
      search: async (params) => {
        const early = client.early && (await client.early.search(params))
        if (!early) return fullSearch(params)
        const query = params.requests[0]?.query
        if (client.early && containerRef.current && query !== undefined)
          askAgainWhenComplete(containerRef.current, client.early, query)
        return answered(early)
      },
    }
  }, [client, containerRef, setFailed, setEmptyQuery])
}

/** The search engine that answers, credited in the dialog's footer in place of DocSearch's Algolia logo. */
function LocalSearchCredit() {
  return (
    <span className="Site-SearchCredit">
      {texts.searchBy}{' '}
      <SiteLink href={siteConfig.search.localEngine.url}>{siteConfig.search.localEngine.name}</SiteLink>
    </span>
  )
}

export function SearchModal({ client, initialQuery, onClose }: SearchModalProps) {
  const settings = searchSettings()
  const { indexName } = settings.algolia
  const [failed, setFailed] = useState(false)
  const [emptyQuery, setEmptyQuery] = useState<string | null>(null)
  const [suggestions, setSuggestions] = useState<{
    readonly query: string
    readonly list: ReadonlyArray<string>
  } | null>(null)
  const [query, setQuery] = useState(initialQuery ?? '')
  const [dropdown, setDropdown] = useState<Element | null>(null)
  const [logo, setLogo] = useState<Element | null>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const watchedClient = useWatchedClient(client, containerRef, { setFailed, setEmptyQuery })
  const local = settings.backend === 'local'
  useEffect(() => {
    const root = containerRef.current
    if (!root) return
    expectDocSearchParts(DOCSEARCH_MARKUP, root, Object.values(DOCSEARCH_MOUNT_POINTS))
    setDropdown(root.querySelector(DOCSEARCH_MOUNT_POINTS.dropdown))
    setLogo(root.querySelector(DOCSEARCH_MOUNT_POINTS.logo))
  }, [])
  // A query that found nothing gets suggestions that do find something.
  useEffect(() => {
    if (emptyQuery === null || emptyQuery === '') return
    let current = true
    client.suggest(emptyQuery).then(
      (list) => current && setSuggestions({ query: emptyQuery, list }),
      () => current && setSuggestions({ query: emptyQuery, list: [] }),
    )
    return () => {
      current = false
    }
  }, [client, emptyQuery])
  const showNoResults = !failed && emptyQuery !== null && emptyQuery !== '' && emptyQuery === query.trim()
  useEffect(() => (containerRef.current ? watchDocSearchAria(containerRef.current, texts.buttonText) : undefined), [])
  useEffect(() => (containerRef.current ? keepFocusOnPageChange(containerRef.current) : undefined), [])
  // A new query gets a new chance; an empty one shows the start screen.
  const transformSearchClient = useCallback(() => watchedClient as unknown as DocSearchTransformClient, [watchedClient])
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: { nbHits?: unknown } } }) => (
      <Link to={searchPageRoute(state.query)} onClick={onClose}>
        See all {Number(state.context.nbHits ?? 0)} results
      </Link>
    ),
    [onClose],
  )
  const searchBox = () => containerRef.current?.querySelector<HTMLInputElement>(DOCSEARCH_MOUNT_POINTS.input) ?? null
  const focusSearchBox = useCallback(() => searchBox()?.focus(), [])
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement
    if (!target.classList.contains('DocSearch-Input')) return
    setFailed(false)
    setQuery(target.value)
  }
  // From an empty search box, arrow down goes to the first recent or favorite search.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' || event.target !== searchBox() || query !== '') return
    dropdown?.querySelector<HTMLElement>(STORED_SEARCH_LINK_SELECTOR)?.focus()
  }

  return createPortal(
    // Hears what bubbles up from DocSearch's search box and lists; not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener around controls
    <div
      ref={containerRef}
      data-search-failed={failed || undefined}
      data-search-empty={showNoResults || undefined}
      data-search-engine={settings.backend}
      onInput={onInput}
      onChange={(event) => {
        if (event.target instanceof HTMLInputElement) noteChangeReactSaw(event.target)
      }}
      onReset={() => setQuery('')}
      onKeyDown={onKeyDown}
    >
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
      {showNoResults &&
        dropdown &&
        createPortal(
          <NoResultsScreen
            query={emptyQuery}
            suggestions={suggestions?.query === emptyQuery ? suggestions.list : []}
            onPick={(suggestion) => {
              const input = searchBox()
              if (input) typeInto(input, suggestion)
            }}
            missingResultsUrl={missingResultsUrl({ query: emptyQuery })}
          />,
          dropdown,
        )}
      {local && logo && createPortal(<LocalSearchCredit />, logo)}
      {query === '' &&
        dropdown &&
        createPortal(<StartScreen store={storedSearches} onClose={onClose} focusInput={focusSearchBox} />, dropdown)}
      <StableDocSearchModal
        appId={settings.algolia.appId || 'local'}
        apiKey={settings.algolia.searchApiKey || 'local'}
        indexName={indexName}
        placeholder={texts.placeholder}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        maxResultsPerGroup={siteConfig.search.maxResultsPerGroup}
        searchParameters={searchParameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={HitTarget}
        navigator={hitNavigator}
        resultsFooterComponent={resultsFooter}
        getMissingResultsUrl={missingResultsUrl}
        translations={translations}
        insights={false}
        disableUserPersonalization
      />
    </div>,
    document.body,
  )
}
