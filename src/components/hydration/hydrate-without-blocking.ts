import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the server-rendered page as a transition. React then works through it in slices of a
 * few milliseconds instead of one long task, so the main thread stays free for input while a long
 * page hydrates. A click or key press during hydration makes React finish at once and replay it.
 * `gatsby develop` serves an empty container (no server rendering there): that one is rendered,
 * as Gatsby itself would, since hydrating nothing is a mismatch.
 */
export function hydrateWithoutBlocking(element: ReactElement, container: Element): void {
  if (container.childNodes.length === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
