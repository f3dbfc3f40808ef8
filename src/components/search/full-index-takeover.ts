/**
 * When a query was answered early (from the titles and sections, while the full index opened),
 * the dialog asks again once the full index answers, as if the reader had typed the query again.
 * The list must not change under the reader, so it waits while the pointer is on the results (and
 * asks when it leaves), and gives up when the reader has moved on: typed more, left the search
 * box, or arrowed to another result. Their next key press gets the full answers anyway.
 */
import type { EarlyAnswers } from './site-search-client'
import { typeAgain } from './type-into'

export function askAgainWhenComplete(container: HTMLElement, early: EarlyAnswers, query: string): void {
  const askAgain = () => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input')
    if (!input || input.value !== query || document.activeElement !== input) return
    const results = container.querySelector<HTMLElement>('.DocSearch-Dropdown')
    if (results?.matches(':hover')) {
      results.addEventListener('pointerleave', askAgain, { once: true })
      return
    }
    const chosen = container.querySelector('.DocSearch-Hit[aria-selected="true"]')
    if (chosen && chosen !== container.querySelector('.DocSearch-Hit')) return
    typeAgain(input)
  }
  early.whenComplete().then(askAgain, askAgain)
}
