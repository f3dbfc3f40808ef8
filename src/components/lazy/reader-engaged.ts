/** Signs that the reader has started using the page. */
const engagementEvents = ['scroll', 'pointermove', 'keydown', 'touchstart'] as const

let engaged: Promise<void> | null = null

/**
 * Resolves once the reader has scrolled, moved the pointer, pressed a key or touched the screen.
 * Diagrams and playgrounds wait for it (useWantedWhenNear.ts).
 */
export function readerEngaged(): Promise<void> {
  engaged ??= new Promise((resolve) => {
    const engage = () => {
      for (const type of engagementEvents) window.removeEventListener(type, engage)
      resolve()
    }
    for (const type of engagementEvents) window.addEventListener(type, engage, { passive: true })
  })
  return engaged
}
