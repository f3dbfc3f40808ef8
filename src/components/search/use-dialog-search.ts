/**
 * The dialog's searches: one for each query typed, answered early where the backend can (the
 * titles and sections while the full index opens) and again once the full answers are there. An
 * answer that arrives after the reader typed on is dropped.
 */
import { useEffect, useState } from 'react'
import type { SearchHit } from '../../shared/search/algolia-response'
import { askAgainWhenComplete, type ReaderPlace } from './full-index-takeover'
import { DIALOG_SNIPPETED, resultsRequest, snippetWords } from './search-parameters'
import type { SiteSearchClient } from './site-search-client'

/** After this long without an answer the dialog shows that it is waiting ("stalled"). */
export const STALL_THRESHOLD_MS = 300

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'

export interface DialogAnswer {
  readonly query: string
  readonly hits: ReadonlyArray<SearchHit>
  readonly nbHits: number
}

export interface DialogSearch {
  readonly status: SearchStatus
  /** The last answer, which may be to an earlier query while the current one loads. */
  readonly answer: DialogAnswer | null
}

/** `place` is read when the full answers arrive; it stays the same object while the dialog is open. */
export function useDialogSearch(client: SiteSearchClient, query: string, place: ReaderPlace): DialogSearch {
  const [search, setSearch] = useState<DialogSearch>({ status: 'idle', answer: null })
  // Read once: asking the screen's width lays the page out.
  const [words] = useState(snippetWords)
  useEffect(() => {
    if (query === '') {
      setSearch({ status: 'idle', answer: null })
      return
    }
    let current = true
    const stall = setTimeout(() => setSearch((last) => ({ ...last, status: 'stalled' })), STALL_THRESHOLD_MS)
    const settle = (next: (last: DialogSearch) => DialogSearch) => {
      if (!current) return
      clearTimeout(stall)
      setSearch(next)
    }
    const show = ({ results }: { results: ReadonlyArray<{ hits: SearchHit[]; nbHits: number }> }) =>
      settle(() => ({
        status: 'idle',
        answer: { query, hits: results[0]?.hits ?? [], nbHits: results[0]?.nbHits ?? 0 },
      }))
    const fail = (error: unknown) => {
      console.error('Search failed:', error)
      settle((last) => ({ ...last, status: 'error' }))
    }
    const params = { requests: [resultsRequest(query, DIALOG_SNIPPETED, words)] }
    const full = () => client.search(params).then(show, fail)
    setSearch((last) => ({ ...last, status: last.status === 'stalled' ? 'stalled' : 'loading' }))
    const { early } = client
    if (!early) void full()
    else
      void early.search(params).then((answer) => {
        if (!current) return
        if (!answer) return full()
        show(answer)
        askAgainWhenComplete(early, place, () => current && void full())
      }, fail)
    return () => {
      current = false
      clearTimeout(stall)
    }
  }, [client, query, place, words])
  return search
}
