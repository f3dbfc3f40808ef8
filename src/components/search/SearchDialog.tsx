/**
 * The search dialog: DocSearch's modal, given the site's backends, texts and navigation through its
 * props, with the screens it lacks rendered beside it and its ARIA repaired from the outside
 * (docs/search.md lists each repair). This module, DocSearch and its stylesheet load on first
 * intent (NavbarSearch.tsx), never with the page.
 */
import type { ResultsFooterComponentProps } from '@docsearch/react'
import { DocSearchModal } from '@docsearch/react/modal'
import { memo, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { siteConfig } from '../../config/site'
import { storageKeys } from '../storage/storage-keys'
import { DOCSEARCH_MARKUP } from '../overrides/browser-overrides'
import { createDialogAnswers, useAnswerTo } from './dialog-answers'
import { dialogSearchClient } from './dialog-client'
import { keepFocusOnPageChange, returnLostFocus } from './dialog-focus'
import { DialogHit } from './DialogHit'
import { ErrorScreen, LocalSearchCredit, NoRecentSearches, SeeAllLink, SuggestionList } from './dialog-screens'
import { watchDocSearchAria } from './docsearch-aria'
import { DOCSEARCH_PARTS, expectDocSearchParts } from './docsearch-parts'
import { searchIndices, transformItems, translations } from './docsearch-props'
import { askAgainInDialog } from './full-index-takeover'
import { hitNavigator } from './hit-navigator'
import { missingResultsUrl } from './missing-results'
import { searchSettings } from './read-settings'
import { snippetWords } from './search-parameters'
import type { SiteSearchClient } from './site-search-client'
import { standInForUnreadableStorage } from './storage-stand-in'
import { noteChangeReactSaw, typeInto } from './type-into'
import { useSuggestions } from './use-suggestions'

const { texts, maxQueryLength, maxResultsPerGroup, recentSearchesLimit, recentSearchesWithFavoritesLimit } =
  siteConfig.search

/**
 * DocSearch's modal, rendered again only when its own props change: the dialog around it re-renders
 * as the reader types, and DocSearch renders its results itself.
 */
const StableDocSearchModal = memo(DocSearchModal)

export interface SearchDialogProps {
  readonly client: SiteSearchClient
  /** Typed while the dialog was on its way; when absent, DocSearch takes the page's selection. */
  readonly typedAhead?: string
  readonly onClose: () => void
}

/**
 * Once DocSearch's modal is in the page: the search box takes the focus in the frame the dialog
 * appears (its query selected when it came from the page's selection) and is limited to the
 * site's query length (DocSearch's own limit is 512 characters); the dialog's own screens get an
 * element in the modal, before its footer, to go in.
 */
function useModalRepairs(
  container: HTMLElement | null,
  { generation, fromSelection }: { readonly generation: number; readonly fromSelection: boolean },
): HTMLElement | null {
  const [mount, setMount] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const modal = container?.querySelector(DOCSEARCH_PARTS.modal)
    if (!container || !modal) return
    const { footer, input: box } = DOCSEARCH_PARTS
    expectDocSearchParts(DOCSEARCH_MARKUP, container, [footer, box])
    const element = document.createElement('div')
    element.className = 'Site-DialogScreens'
    modal.insertBefore(element, modal.querySelector(footer))
    setMount(element)
    const input = container.querySelector<HTMLInputElement>(box)
    if (input) {
      input.maxLength = maxQueryLength
      if (document.activeElement !== input) input.focus()
      // A query taken from the page's selection is selected in its turn: typing replaces it.
      if (fromSelection) input.select()
    }
    return () => element.remove()
  }, [container, generation, fromSelection])
  return mount
}

/**
 * DocSearch reads the stored searches once, as its dialog opens: a change from another tab opens
 * it again, with the same query, so it shows them and does not write over them.
 */
function useStoredSearchesElsewhere(container: HTMLElement | null, reopen: (query: string) => void): void {
  useEffect(() => {
    const { indexName } = searchSettings().algolia
    const keys = [storageKeys.recentSearches(indexName), storageKeys.favoriteSearches(indexName)]
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !keys.includes(event.key)) return
      reopen(container?.querySelector<HTMLInputElement>(DOCSEARCH_PARTS.input)?.value ?? '')
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [container, reopen])
}

/**
 * The first query: what was typed while the dialog loaded, else the text selected on the page,
 * within the site's query length. (DocSearch would take the selection itself, up to 512 characters.)
 */
function openingQuery(typedAhead: string | undefined): { readonly query: string; readonly fromSelection: boolean } {
  if (typedAhead !== undefined) return { query: typedAhead.slice(0, maxQueryLength), fromSelection: false }
  const selected = (window.getSelection()?.toString() ?? '').slice(0, maxQueryLength)
  return { query: selected, fromSelection: selected !== '' }
}

export function SearchDialog({ client, typedAhead, onClose }: SearchDialogProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const containerRef = useRef(container)
  containerRef.current = container
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const [answers] = useState(createDialogAnswers)
  const [opening, setOpening] = useState(() => ({ generation: 0, ...openingQuery(typedAhead) }))
  const [query, setQuery] = useState(opening.query)
  const [reopen] = useState(
    () => (current: string) =>
      setOpening((last) => ({ generation: last.generation + 1, query: current, fromSelection: false })),
  )
  // Props made once: DocSearch builds its search client and searches again when one changes.
  const [props] = useState(() => {
    standInForUnreadableStorage()
    const settings = searchSettings()
    const close = () => onCloseRef.current()
    return {
      appId: settings.algolia.appId || 'local',
      apiKey: settings.algolia.searchApiKey || 'local',
      indices: searchIndices(snippetWords()),
      placeholder: texts.placeholder,
      initialScrollY: window.scrollY,
      maxResultsPerGroup,
      recentSearchesLimit,
      recentSearchesWithFavoritesLimit,
      translations,
      transformItems,
      transformSearchClient: () =>
        dialogSearchClient(client, {
          answers,
          onFullIndex: (asked: string) => containerRef.current && askAgainInDialog(containerRef.current, asked),
        }),
      hitComponent: DialogHit,
      navigator: hitNavigator,
      resultsFooterComponent: ({ state }: ResultsFooterComponentProps) => (
        <SeeAllLink query={state.query} answers={answers} onClose={close} />
      ),
      footerAction: settings.backend === 'local' ? <LocalSearchCredit /> : undefined,
      getMissingResultsUrl: missingResultsUrl,
      insights: false,
      onClose: close,
    }
  })
  const engine = searchSettings().backend
  const count = useAnswerTo(answers, query)
  const typed = query.trim()
  const suggestions = useSuggestions(client, count === 0 ? typed : null)
  const mount = useModalRepairs(container, opening)
  useStoredSearchesElsewhere(container, reopen)
  useEffect(() => (container ? watchDocSearchAria(container, texts.buttonText) : undefined), [container])
  useEffect(() => (container ? keepFocusOnPageChange(container) : undefined), [container])
  useEffect(
    () =>
      container
        ? returnLostFocus(container, () => container.querySelector<HTMLElement>(DOCSEARCH_PARTS.input))
        : undefined,
    [container],
  )

  const searchBox = () => containerRef.current?.querySelector<HTMLInputElement>(DOCSEARCH_PARTS.input) ?? null
  const pick = (suggestion: string) => {
    const input = searchBox()
    if (!input) return
    typeInto(input, suggestion)
    input.focus()
  }
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    if (event.target === searchBox()) setQuery((event.target as HTMLInputElement).value)
  }
  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    if (event.target === searchBox()) noteChangeReactSaw(event.target as unknown as HTMLInputElement)
  }
  const failed = count === null && typed !== ''

  return createPortal(
    // Hears what bubbles up from DocSearch's search box; not a control itself.
    <div
      ref={setContainer}
      data-search-engine={engine}
      data-search-failed={failed || undefined}
      onInput={onInput}
      onChange={onChange}
      onReset={() => setQuery('')}
    >
      <StableDocSearchModal key={opening.generation} {...props} initialQuery={opening.query} />
      {mount &&
        createPortal(
          <>
            {typed === '' && <NoRecentSearches />}
            {failed && <ErrorScreen />}
            {count === 0 && suggestions.query === typed && (
              <SuggestionList suggestions={suggestions.list} onPick={pick} />
            )}
          </>,
          mount,
        )}
    </div>,
    document.body,
  )
}
