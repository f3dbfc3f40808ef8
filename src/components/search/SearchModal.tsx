/**
 * The search dialog, in DocSearch's look (its stylesheet and class names) but the site's own
 * code: a search box that answers the first key at once, and a list in DocSearch's keyboard model
 * (the first result chosen, arrows to move, Enter to open, Ctrl/Cmd+Enter for a new tab). This
 * module and the stylesheet load on first intent (src/components/search/NavbarSearch.tsx), never
 * with the page.
 */
import { Link, navigate, withPrefix } from 'gatsby'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react'
import { createPortal } from 'react-dom'
import { siteConfig } from '../../config/site'
import type { SearchHit } from '../../shared/search/algolia-response'
import { storageSlot } from '../storage/storage-slot'
import { keepFocusOnPageChange } from './dialog-focus'
import { DialogFooter } from './DialogFooter'
import type { ReaderPlace } from './full-index-takeover'
import { hitRoute } from './hit-route'
import { missingResultsUrl } from './missing-results'
import { NoResultsScreen } from './NoResultsScreen'
import { searchSettings } from './read-settings'
import { groupResults, nextOption } from './result-groups'
import { ResultFontPrimer } from './ResultFontPrimer'
import { ResultList, type OpenIn } from './ResultList'
import { searchPageRoute } from './search-page-route'
import type { SiteSearchClient } from './site-search-client'
import { StartScreen, STORED_SEARCH_LINK_SELECTOR } from './StartScreen'
import { storedSearchOfHit, storedSearchStore } from './stored-searches'
import { useDialogSearch } from './use-dialog-search'
import { useSuggestions } from './use-suggestions'
import { CrossIcon, iconProps } from './dialog-icons'

const { texts, maxQueryLength, maxResultsPerGroup } = siteConfig.search

/** The reader's recent and favorite searches, under DocSearch's keys (stored-searches.ts). */
const storedSearches = storedSearchStore(storageSlot, searchSettings().algolia.indexName)

export interface SearchModalProps {
  readonly client: SiteSearchClient
  /** Typed while the dialog was on its way; when absent, the page's selection is the first query. */
  readonly typedAhead?: string
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

/** The first query: what was typed, else the text selected on the page (read once, as it lays the page out). */
function openingQuery(typedAhead: string | undefined): {
  readonly query: string
  readonly fromSelection: boolean
} {
  if (typedAhead !== undefined) return { query: typedAhead.slice(0, maxQueryLength), fromSelection: false }
  const selected = (window.getSelection()?.toString() ?? '').slice(0, maxQueryLength)
  return { query: selected, fromSelection: selected !== '' }
}

/** While the dialog is open the page does not scroll, and does not shift for the scroll bar it loses. */
function useStillPage(): void {
  useLayoutEffect(() => {
    const { scrollY } = window
    document.body.style.marginRight = `${window.innerWidth - document.body.clientWidth}px`
    document.body.classList.add('DocSearch--active')
    return () => {
      document.body.classList.remove('DocSearch--active')
      document.body.style.marginRight = ''
      window.scrollTo(0, scrollY)
    }
  }, [])
}

/** The modal's height on phones follows the visible viewport (DocSearch's --docsearch-vh). */
function useViewportUnit(modal: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const update = () => modal.current?.style.setProperty('--docsearch-vh', `${window.innerHeight / 100}px`)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [modal])
}

/** Tab and Shift+Tab go round the dialog's controls, never out to the page behind it. */
function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  const controls = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
  ).filter((control) => control.offsetParent !== null)
  const [first, last] = [controls[0], controls[controls.length - 1]]
  if (!first || !last) return
  const edge = event.shiftKey ? first : last
  if (document.activeElement !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

const listId = 'docsearch-list'
const optionId = (index: number) => `docsearch-item-${index}`

export function SearchModal({ client, typedAhead, onClose }: SearchModalProps) {
  const settings = searchSettings()
  const [opening] = useState(() => openingQuery(typedAhead))
  const [activeIndex, setActiveIndex] = useState(0)
  const containerRef = useRef<HTMLDivElement>(null)
  const modalRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const dropdownRef = useRef<HTMLDivElement>(null)
  const activeRef = useRef(activeIndex)
  activeRef.current = activeIndex
  const labelId = useId()
  const place = useMemo<ReaderPlace>(
    () => ({
      results: () => dropdownRef.current,
      unmoved: () => document.activeElement === inputRef.current && activeRef.current === 0,
    }),
    [],
  )
  const { query, status, answer, type } = useDialogSearch(client, opening.query, place)
  const groups = useMemo(() => (answer ? groupResults(answer.hits, maxResultsPerGroup) : []), [answer])
  const options = groups.flatMap((group) => group.options)
  const emptyQuery = query !== '' && answer && answer.nbHits === 0 ? answer.query : null
  const suggestions = useSuggestions(client, emptyQuery)

  useStillPage()
  useViewportUnit(modalRef)
  useEffect(() => (containerRef.current ? keepFocusOnPageChange(containerRef.current) : undefined), [])
  useEffect(() => {
    inputRef.current?.focus()
    if (opening.fromSelection) inputRef.current?.select()
  }, [opening])
  // A new query shows its results from the top. (Only a list the reader scrolled is reset: setting
  // the position lays the page out.)
  const scrolledRef = useRef(false)
  useEffect(() => {
    if (!scrolledRef.current || !dropdownRef.current) return
    dropdownRef.current.scrollTop = 0
    scrolledRef.current = false
  }, [query])

  const changeQuery = (next: string) => {
    type(next)
    setActiveIndex(0)
  }
  const focusInput = useCallback(() => inputRef.current?.focus(), [])
  const openResult = useCallback(
    (hit: SearchHit, openIn: OpenIn) => {
      const route = hitRoute(hit.url ?? '/')
      storedSearches.choose(storedSearchOfHit(hit, route))
      if (openIn === 'new tab') {
        window.open(withPrefix(route), '_blank', 'noopener')
        return
      }
      void navigate(route)
      onClose()
    },
    [onClose],
  )
  const listed = answer !== null && answer.nbHits > 0 && query !== '' && status !== 'error'
  const chosen = listed ? Math.min(activeIndex, options.length - 1) : -1
  const choose = (index: number) => {
    setActiveIndex(index)
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
  }
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' && query === '') {
      // From an empty search box, arrow down goes to the first recent or favorite search.
      const stored = dropdownRef.current?.querySelector<HTMLElement>(STORED_SEARCH_LINK_SELECTOR)
      if (stored) {
        event.preventDefault()
        stored.focus()
      }
      return
    }
    if (!listed) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      choose(nextOption(chosen, options.length, event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter' && options[chosen]) {
      event.preventDefault()
      openResult(options[chosen].hit, event.ctrlKey || event.metaKey || event.shiftKey ? 'new tab' : 'this tab')
    }
  }
  // Scrolling the results on a phone puts its keyboard away.
  const onTouchMove = (event: TouchEvent) => {
    if (document.activeElement === inputRef.current && event.target !== inputRef.current) inputRef.current?.blur()
  }

  let screen: ReactNode
  if (status === 'error') screen = <ErrorScreen />
  else if (answer && listed)
    screen = (
      <div className="DocSearch-Dropdown-Container">
        <ResultList
          groups={groups}
          listId={listId}
          labelledBy={labelId}
          busy={status === 'loading' || status === 'stalled'}
          activeIndex={chosen}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={openResult}
        />
        <section className="DocSearch-HitsFooter">
          <Link to={searchPageRoute(query)} onClick={onClose}>
            {texts.seeAllResults(answer.nbHits)}
          </Link>
        </section>
      </div>
    )
  else if (emptyQuery === null)
    // Nothing typed, or the first answer still on its way.
    screen = <StartScreen store={storedSearches} onClose={onClose} focusInput={focusInput} />
  else
    screen = (
      <NoResultsScreen
        query={emptyQuery}
        suggestions={suggestions.query === emptyQuery ? suggestions.list : []}
        onPick={(suggestion) => {
          changeQuery(suggestion)
          focusInput()
        }}
        missingResultsUrl={missingResultsUrl({ query: emptyQuery })}
      />
    )

  return createPortal(
    // The backdrop: a press on it (not on the dialog) closes the dialog, as Escape does.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape is the keyboard's way
    <div
      ref={containerRef}
      className={[
        'DocSearch DocSearch-Container',
        status === 'stalled' && 'DocSearch-Container--Stalled',
        status === 'error' && 'DocSearch-Container--Errored',
      ]
        .filter(Boolean)
        .join(' ')}
      data-search-engine={settings.backend}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens around its controls */}
      <div
        ref={modalRef}
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label={texts.buttonText}
        onKeyDown={keepTabInside}
        onTouchMove={onTouchMove}
      >
        <div className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            onSubmit={(event) => event.preventDefault()}
            onReset={() => {
              changeQuery('')
              focusInput()
            }}
          >
            <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input" id={labelId}>
              <MagnifierIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">{texts.placeholder}</span>
            </label>
            <div className="DocSearch-LoadingIndicator">
              <LoadingIcon />
            </div>
            <input
              ref={inputRef}
              id="docsearch-input"
              className="DocSearch-Input"
              type="search"
              aria-autocomplete="list"
              aria-controls={listed ? listId : undefined}
              aria-activedescendant={listed ? optionId(chosen) : undefined}
              aria-labelledby={labelId}
              placeholder={texts.placeholder}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint={listed ? 'go' : 'search'}
              maxLength={maxQueryLength}
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <button
              type="reset"
              className="DocSearch-Reset"
              title={texts.clearQuery}
              aria-label={texts.clearQuery}
              hidden={query === ''}
            >
              <CrossIcon />
            </button>
          </form>
          <button type="button" className="DocSearch-Cancel" onClick={onClose}>
            {texts.cancel}
          </button>
        </div>
        <div
          ref={dropdownRef}
          className="DocSearch-Dropdown"
          onScroll={(event) => (scrolledRef.current = event.currentTarget.scrollTop > 0)}
        >
          {screen}
          <ResultFontPrimer />
        </div>
        <DialogFooter engine={settings.backend} />
      </div>
    </div>,
    document.body,
  )
}

function MagnifierIcon() {
  return (
    <svg {...iconProps} strokeWidth={2} className="DocSearch-Search-Icon">
      <circle cx="8.5" cy="8.5" r="6" />
      <path d="M13 13l5 5" />
    </svg>
  )
}

/** Shown in place of the magnifier while a search is stalled. */
function LoadingIcon() {
  return (
    <svg {...iconProps} strokeWidth={2} viewBox="0 0 38 38">
      <circle cx="19" cy="19" r="17" strokeOpacity=".3" />
      <path d="M36 19A17 17 0 0019 2">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 19 19"
          to="360 19 19"
          dur="1s"
          repeatCount="indefinite"
        />
      </path>
    </svg>
  )
}
