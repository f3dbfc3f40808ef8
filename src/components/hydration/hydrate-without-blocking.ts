import { startTransition, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the server-rendered page as a transition. React then works through it in slices of a
 * few milliseconds instead of one long task, so the main thread stays free for input while a long
 * page hydrates. A click or key press during hydration makes React finish at once and replay it.
 */
export function hydrateWithoutBlocking(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
