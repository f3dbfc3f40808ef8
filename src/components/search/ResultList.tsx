/**
 * The dialog's results, in DocSearch's markup (its stylesheet gives them their look): a listbox of
 * groups, each a titled list of options. The search box owns the focus and points at the chosen
 * option (aria-activedescendant); the pointer chooses what it moves over.
 */
import { memo, useEffect, useId, useState, type MouseEvent } from 'react'
import type { SearchHit } from '../../shared/search/algolia-response'
import { escapeMarkup } from '../../shared/escape-markup'
import type { SearchLevel } from '../../shared/search/record'
import { Highlighted } from './Highlighted'
import { firstOptions, type ResultGroup, type ResultOption } from './result-groups'
import { iconProps } from './dialog-icons'

/** How a result is opened: where the reader asked for it. */
export type OpenIn = 'this tab' | 'new tab'

export interface ResultListProps {
  readonly groups: ReadonlyArray<ResultGroup>
  readonly listId: string
  /** The element that names the list (the search box's label). */
  readonly labelledBy: string
  /** A search for what the reader typed since is on its way: the list is about to change. */
  readonly busy: boolean
  readonly activeIndex: number
  readonly optionId: (index: number) => string
  readonly onActivate: (index: number) => void
  readonly onOpen: (hit: SearchHit, openIn: OpenIn) => void
}

/**
 * How many options a new list draws in its first frame: about what its dropdown shows (results of
 * 56 px, under group titles, in a dropdown under 500 px high).
 */
export const FIRST_FRAME_OPTIONS = 8

/** False until the frame after the component's first has been drawn. */
function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setAfter(true))))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return after
}

/**
 * Rendered again only when the results, the chosen one or the busy state change, not on every key.
 * A new list (the first key's results) draws the options in view first and the rest after that
 * frame: the first results show sooner, and the rest lie below the fold. Until then the list says
 * it is busy.
 */
export const ResultList = memo(function ResultList({
  groups,
  listId,
  labelledBy,
  busy,
  activeIndex,
  optionId,
  onActivate,
  onOpen,
}: ResultListProps) {
  const groupId = useId()
  const drawnAll = useAfterFirstFrame()
  const drawn = drawnAll ? groups : firstOptions(groups, FIRST_FRAME_OPTIONS)
  return (
    <div role="listbox" id={listId} aria-labelledby={labelledBy} aria-busy={busy || !drawnAll}>
      {drawn.map((group, groupIndex) => (
        <section key={group.title} className="DocSearch-Hits" role="group" aria-labelledby={`${groupId}-${groupIndex}`}>
          <div className="DocSearch-Hit-source" id={`${groupId}-${groupIndex}`}>
            {group.title}
          </div>
          <ul role="presentation">
            {group.options.map((option) => (
              <Result
                key={option.hit.objectID}
                option={option}
                id={optionId(option.index)}
                active={option.index === activeIndex}
                onActivate={onActivate}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
})

interface ResultProps extends Pick<ResultListProps, 'onActivate' | 'onOpen'> {
  readonly option: ResultOption
  readonly id: string
  readonly active: boolean
}

/**
 * One result. Its option may hold nothing focusable (WCAG 4.1.2), so it is not a link: Enter in
 * the search box opens the chosen result, and a click opens it the way a click on a link would.
 */
function Result({ option, id, active, onActivate, onOpen }: ResultProps) {
  const { hit, index, child, lastChild } = option
  const open = (event: MouseEvent) => {
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) onOpen(hit, 'new tab')
    else if (event.button === 0) onOpen(hit, 'this tab')
  }
  const { title, path } = resultTexts(hit)
  return (
    // The search box keeps the focus (mousedown) and its Enter key opens the option.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard's way is the search box's Enter
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={child ? 'DocSearch-Hit DocSearch-Hit--Child' : 'DocSearch-Hit'}
      onMouseMove={() => active || onActivate(index)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={open}
      onAuxClick={open}
    >
      <div className="DocSearch-Hit-target">
        <div className="DocSearch-Hit-Container">
          {child && <TreeLine last={lastChild} />}
          <div className="DocSearch-Hit-icon">
            <ResultIcon type={hit.type ?? 'lvl1'} />
          </div>
          <div className="DocSearch-Hit-content-wrapper">
            <span className="DocSearch-Hit-title">
              <Highlighted value={title} />
            </span>
            {path && (
              <span className="DocSearch-Hit-path">
                <Highlighted value={path} />
              </span>
            )}
          </div>
          <div className="DocSearch-Hit-action">
            {/* Shown on the chosen result only (DocSearch's stylesheet), so only it has one. */}
            {active && (
              <svg className="DocSearch-Hit-Select-Icon" {...iconProps} strokeWidth={1.4}>
                <path d="M16 4v5a2 2 0 01-2 2H4M8 7l-4 4 4 4" />
              </svg>
            )}
          </div>
        </div>
      </div>
    </li>
  )
}

/** An attribute's snippet around the words found, or its whole text (as highlighted markup). */
function shown(hit: SearchHit, attribute: SearchLevel | 'content'): string | null {
  const snippet =
    attribute === 'content' ? hit._snippetResult.content?.value : hit._snippetResult.hierarchy[attribute]?.value
  if (snippet) return snippet
  const text = attribute === 'content' ? hit.content : hit.hierarchy?.[attribute]
  return text ? escapeMarkup(text) : null
}

/** A page shows its title over its text; a heading or a text shows itself over its page's title. */
export function resultTexts(hit: SearchHit): { readonly title: string; readonly path: string | null } {
  const type = hit.type ?? 'lvl1'
  if (type === 'lvl1') return { title: shown(hit, 'lvl1') ?? '', path: shown(hit, 'content') }
  return { title: shown(hit, type) ?? shown(hit, 'lvl1') ?? '', path: shown(hit, 'lvl1') }
}

/** A page, a heading (#) or a paragraph. */
function ResultIcon({ type }: { readonly type: SearchHit['type'] }) {
  if (type === 'lvl1')
    return (
      <svg {...iconProps} strokeWidth={1.4}>
        <path d="M5 2.5h6.5L15 6v11.5H5zM11.5 2.5V6H15M7.5 10h5M7.5 13h5" />
      </svg>
    )
  if (type === 'content')
    return (
      <svg {...iconProps} strokeWidth={1.4}>
        <path d="M3.5 5h13M3.5 9h13M3.5 13h9M3.5 17h6" />
      </svg>
    )
  return (
    <svg {...iconProps} strokeWidth={1.4}>
      <path d="M8 3l-2 14M14 3l-2 14M3.5 7.5h14M2.5 12.5h14" />
    </svg>
  )
}

/** The line that joins a page's sections to it: it goes on past every child but the last. */
function TreeLine({ last }: { readonly last: boolean }) {
  return (
    <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true" focusable="false">
      <path
        d={last ? 'M8 4v23h12' : 'M8 4v46M8 27h12'}
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
