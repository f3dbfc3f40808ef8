/**
 * When a query was answered early (from the titles and sections, while the full index opened),
 * the dialog asks again once the full index answers, as if the reader had typed the query again.
 * The list must not change under the reader, so it waits while the pointer is on the results (and
 * asks when it leaves), and gives up when the reader has moved on: typed more, left the search
 * box, or arrowed to another result. Their next key press gets the full answers anyway.
 */
import { DOCSEARCH_PARTS } from './docsearch-parts'
import { typeAgain } from './type-into'

export function askAgainInDialog(dialog: HTMLElement, query: string): void {
  const askAgain = () => {
    const input = dialog.querySelector<HTMLInputElement>(DOCSEARCH_PARTS.input)
    if (!input || input.value !== query || document.activeElement !== input) return
    const results = dialog.querySelector<HTMLElement>(DOCSEARCH_PARTS.dropdown)
    if (results?.matches(':hover')) {
      results.addEventListener('pointerleave', askAgain, { once: true })
      return
    }
    const chosen = dialog.querySelector(`${DOCSEARCH_PARTS.hit}[aria-selected="true"]`)
    if (chosen && chosen !== dialog.querySelector(DOCSEARCH_PARTS.hit)) return
    typeAgain(input)
  }
  askAgain()
}
