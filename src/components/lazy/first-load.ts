import { FIRST_LOAD_DONE_MARK } from '../../shared/first-load-mark'

/** Runs `callback` once the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(callback: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout })
  else setTimeout(callback, 200)
}

let done: Promise<void> | null = null

/**
 * Resolves once the page's first load is over: the `load` event has fired, React has hydrated
 * (the first caller is gatsby-browser's onInitialClientRender, or a component's effect, both after
 * hydration) and the browser has gone idle. Sets the FIRST_LOAD_DONE_MARK performance mark then.
 * Parts of a page that can wait (playgrounds, diagrams) start here, so they never compete with
 * the page's own code.
 */
export function firstLoadDone(): Promise<void> {
  done ??= new Promise((resolve) => {
    const finish = () =>
      whenIdle(() => {
        performance.mark(FIRST_LOAD_DONE_MARK)
        resolve()
      }, 2000)
    if (document.readyState === 'complete') finish()
    else window.addEventListener('load', finish, { once: true })
  })
  return done
}
