/**
 * What the search dialog shows for an empty query: the reader's recent and favorite searches
 *. DocSearch's own start screen puts its save and remove buttons inside each
 * search's role="option", where assistive technology cannot reach them (WCAG 4.1.2), and gives
 * them no keyboard path; here each search is a link with its buttons beside it.
 */
import { memo, useLayoutEffect, useRef, useId, type KeyboardEvent, type MouseEvent } from 'react'
import { siteConfig } from '../../config/site'
import { unescapeMarkup } from '../../shared/escape-markup'
import { SiteLink } from '../link/SiteLink'
import { CrossIcon, iconProps } from './dialog-icons'
import {
  storedSearchLabel,
  useStoredSearches,
  type StoredSearch,
  type StoredSearchList,
  type StoredSearchStore,
} from './stored-searches'

const texts = siteConfig.search.texts

export interface StartScreenProps {
  readonly store: StoredSearchStore
  /** Closes the dialog once a search is chosen. */
  readonly onClose: () => void
  /** Gives focus back to the search box (arrow up from the first search, or nothing left). */
  readonly focusInput: () => void
}

/** A stored search's link: the arrow keys move between these. */
export const STORED_SEARCH_LINK_SELECTOR = '[data-stored-search]'

const linkId = (list: StoredSearchList, hit: StoredSearch) => `${list}:${hit.objectID}`

/** Where focus goes after a change: the same search if it is still listed, else the one now in its place. */
interface FocusAfterChange {
  readonly id: string
  readonly index: number
}

const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey

/** Rendered again only when the stored searches change, not on every key of the dialog. */
export const StartScreen = memo(function StartScreen({ store, onClose, focusInput }: StartScreenProps) {
  // Follows the store: a search chosen or saved in another tab shows here at once.
  const searches = useStoredSearches(store)
  const rootRef = useRef<HTMLDivElement>(null)
  const focusAfterChange = useRef<FocusAfterChange | null>(null)

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(STORED_SEARCH_LINK_SELECTOR) ?? [])

  useLayoutEffect(() => {
    const target = focusAfterChange.current
    if (!target) return
    focusAfterChange.current = null
    const all = links()
    const next =
      all.find((link) => link.dataset.storedSearch === target.id) ?? all[Math.min(target.index, all.length - 1)]
    if (next) next.focus()
    else focusInput()
  }, [searches, focusInput])

  const change = (id: string, update: () => void) => {
    focusAfterChange.current = { id, index: links().findIndex((link) => link.dataset.storedSearch === id) }
    update()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const all = links()
    const index = all.indexOf(event.target as HTMLElement)
    if (index === -1) return
    event.preventDefault()
    const next = index + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) focusInput()
    else all[Math.min(next, all.length - 1)].focus()
  }

  if (searches.recent.length === 0 && searches.favorite.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{texts.noRecentSearches}</p>
      </div>
    )
  }

  const section = (list: StoredSearchList, title: string) =>
    searches[list].length > 0 && (
      <StoredSearchSection
        list={list}
        title={title}
        hits={searches[list]}
        onChoose={(hit, event) => {
          store.choose(hit)
          if (!isModified(event)) onClose()
        }}
        onSave={(hit) => change(linkId('favorite', hit), () => store.save(hit))}
        onRemove={(hit) => change(linkId(list, hit), () => store.remove(list, hit))}
      />
    )

  return (
    // Arrow keys move between the links inside; the container itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener around links
    <div ref={rootRef} className="DocSearch-Dropdown-Container" onKeyDown={onKeyDown}>
      {section('recent', texts.recentSearches)}
      {section('favorite', texts.favoriteSearches)}
    </div>
  )
})

interface StoredSearchSectionProps {
  readonly list: StoredSearchList
  readonly title: string
  readonly hits: ReadonlyArray<StoredSearch>
  readonly onChoose: (hit: StoredSearch, event: MouseEvent) => void
  readonly onSave: (hit: StoredSearch) => void
  readonly onRemove: (hit: StoredSearch) => void
}

function StoredSearchSection({ list, title, hits, onChoose, onSave, onRemove }: StoredSearchSectionProps) {
  const titleId = useId()
  return (
    <section className="DocSearch-Hits" aria-labelledby={titleId}>
      <h2 id={titleId} className="DocSearch-Hit-source">
        {title}
      </h2>
      <ul>
        {hits.map((hit) => (
          <StoredSearchEntry
            key={hit.objectID}
            list={list}
            hit={hit}
            onChoose={onChoose}
            onSave={onSave}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  )
}

function StoredSearchEntry({
  list,
  hit,
  onChoose,
  onSave,
  onRemove,
}: Omit<StoredSearchSectionProps, 'title' | 'hits'> & { readonly hit: StoredSearch }) {
  const titleId = useId()
  const { title, path } = storedSearchLabel(hit)
  const removeTitle = list === 'recent' ? texts.removeRecentSearch : texts.removeFavoriteSearch
  return (
    <li className="DocSearch-Hit StoredSearch">
      <div className="StoredSearch-row">
        <SiteLink
          href={hit.url}
          className="StoredSearch-link"
          data-stored-search={linkId(list, hit)}
          onClick={(event) => onChoose(hit, event)}
          onAuxClick={(event) => onChoose(hit, event)}
        >
          <span className="DocSearch-Hit-Container">
            <span className="DocSearch-Hit-icon">{list === 'recent' ? <RecentIcon /> : <FavoriteIcon />}</span>
            <span className="DocSearch-Hit-content-wrapper">
              <span id={titleId} className="DocSearch-Hit-title">
                {unescapeMarkup(title)}
              </span>
              {path && <span className="DocSearch-Hit-path">{unescapeMarkup(path)}</span>}
            </span>
          </span>
        </SiteLink>
        {list === 'recent' && (
          <span className="DocSearch-Hit-action">
            <button
              type="button"
              className="DocSearch-Hit-action-button"
              title={texts.saveRecentSearch}
              aria-label={texts.saveRecentSearch}
              aria-describedby={titleId}
              onClick={() => onSave(hit)}
            >
              <FavoriteIcon />
            </button>
          </span>
        )}
        <span className="DocSearch-Hit-action">
          <button
            type="button"
            className="DocSearch-Hit-action-button"
            title={removeTitle}
            aria-label={removeTitle}
            aria-describedby={titleId}
            onClick={() => onRemove(hit)}
          >
            <CrossIcon />
          </button>
        </span>
      </div>
    </li>
  )
}

function RecentIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 5.5V10l3 2" />
    </svg>
  )
}

function FavoriteIcon() {
  return (
    <svg {...iconProps}>
      <path d="M10 2.5l2.3 4.7 5.2.8-3.8 3.6.9 5.2-4.6-2.4-4.6 2.4.9-5.2L2.5 8l5.2-.8z" />
    </svg>
  )
}
