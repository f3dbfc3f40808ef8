/**
 * When a query was answered early (from the titles and sections, while the full index opened),
 * the dialog asks again once the full index answers. The list must not change under the reader,
 * so it waits while the pointer is on the results (and asks when it leaves), and gives up when the
 * reader has moved on: left the search box or arrowed to another result. (A query typed since has
 * its own search.) Their next key press gets the full answers anyway.
 */
import type { EarlyAnswers } from './site-search-client'

export interface ReaderPlace {
  /** The list of results, which the pointer may be on. */
  readonly results: () => HTMLElement | null
  /** Whether the reader is where the early answers left them: in the search box, the first result chosen. */
  readonly unmoved: () => boolean
}

export function askAgainWhenComplete(early: EarlyAnswers, place: ReaderPlace, askAgain: () => void): void {
  const attempt = () => {
    if (!place.unmoved()) return
    const results = place.results()
    if (results?.matches(':hover')) {
      results.addEventListener('pointerleave', attempt, { once: true })
      return
    }
    askAgain()
  }
  early.whenComplete().then(attempt, attempt)
}
