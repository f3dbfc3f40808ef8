/**
 * The dialog's query and its searches. Where the backend can (the titles and sections while the
 * full index opens), a key press is answered at once, in the same event, so its results are on
 * screen in the next frame; otherwise the search runs once the query is rendered. Early answers
 * are asked again once the full answers are there, and an answer that arrives after the reader
 * typed on is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SearchHit, SearchResponse } from '../../shared/search/algolia-response'
import { askAgainWhenComplete, type ReaderPlace } from './full-index-takeover'
import { DIALOG_SNIPPETED, resultsRequest, snippetWords } from './search-parameters'
import type { SearchParams, SiteSearchClient } from './site-search-client'

/** After this long without an answer the dialog shows that it is waiting ("stalled"). */
export const STALL_THRESHOLD_MS = 300

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'

export interface DialogAnswer {
  readonly query: string
  readonly hits: ReadonlyArray<SearchHit>
  readonly nbHits: number
}

interface SearchState {
  readonly status: SearchStatus
  /** The last answer, which may be to an earlier query while the current one loads. */
  readonly answer: DialogAnswer | null
}

export interface DialogSearch extends SearchState {
  readonly query: string
  /** The reader changed the query. */
  readonly type: (query: string) => void
}

const answerTo = (query: string, { results }: { results: ReadonlyArray<SearchResponse> }): DialogAnswer => ({
  query,
  hits: results[0]?.hits ?? [],
  nbHits: results[0]?.nbHits ?? 0,
})

/**
 * `place` is read when the full answers arrive; it stays the same object while the dialog is open.
 */
export function useDialogSearch(client: SiteSearchClient, firstQuery: string, place: ReaderPlace): DialogSearch {
  const [query, setQuery] = useState(firstQuery)
  const [search, setSearch] = useState<SearchState>({ status: 'idle', answer: null })
  // Read once: asking the screen's width lays the page out.
  const [words] = useState(snippetWords)
  const paramsOf = useCallback(
    (text: string): SearchParams => ({ requests: [resultsRequest(text, DIALOG_SNIPPETED, words)] }),
    [words],
  )
  /** The query the key press answered at once, which needs no search of its own. */
  const answeredAtOnce = useRef<string | null>(null)

  const type = useCallback(
    (next: string) => {
      setQuery(next)
      const early = next === '' ? null : (client.early?.searchNow(paramsOf(next)) ?? null)
      answeredAtOnce.current = early ? next : null
      if (early) setSearch({ status: 'idle', answer: answerTo(next, early) })
    },
    [client, paramsOf],
  )

  useEffect(() => {
    if (query === '') {
      setSearch({ status: 'idle', answer: null })
      return
    }
    let current = true
    let stall: ReturnType<typeof setTimeout> | undefined
    const settle = (next: (last: SearchState) => SearchState) => {
      if (!current) return
      clearTimeout(stall)
      setSearch(next)
    }
    const show = (response: { results: ReadonlyArray<SearchResponse> }) =>
      settle(() => ({ status: 'idle', answer: answerTo(query, response) }))
    const fail = (error: unknown) => {
      console.error('Search failed:', error)
      settle((last) => ({ ...last, status: 'error' }))
    }
    const params = paramsOf(query)
    const full = () => client.search(params).then(show, fail)
    const { early } = client
    const askAgainLater = (answers: NonNullable<typeof early>) =>
      askAgainWhenComplete(answers, place, () => current && void full())
    if (early && answeredAtOnce.current === query) askAgainLater(early)
    else {
      stall = setTimeout(() => setSearch((last) => ({ ...last, status: 'stalled' })), STALL_THRESHOLD_MS)
      setSearch((last) => ({ ...last, status: last.status === 'stalled' ? 'stalled' : 'loading' }))
      if (!early) void full()
      else
        void early.search(params).then((answer) => {
          if (!current) return
          if (!answer) return full()
          show(answer)
          askAgainLater(early)
        }, fail)
    }
    return () => {
      current = false
      clearTimeout(stall)
    }
  }, [client, query, place, paramsOf])

  return { ...search, query, type }
}
