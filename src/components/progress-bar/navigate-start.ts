/**
 * Gatsby announces a route change only once the next page's code has loaded, so the start of a
 * change is taken from the navigate function its links call, `window.___navigate`: an internal of
 * Gatsby's runtime (docs/overrides.md).
 */
import { reportUpstream } from '../../shared/upstream-check'
import { ROUTE_CHANGE_START } from '../overrides/browser-overrides'

/** The part of the window this module uses. */
export interface NavigateWindow {
  ___navigate?: (to: string, options?: unknown) => unknown
}

/** Calls `onStart` as each navigation through Gatsby's navigate begins; reports when there is none. */
export function onNavigateStart(win: NavigateWindow, onStart: () => void): void {
  const navigate = win.___navigate
  reportUpstream(
    ROUTE_CHANGE_START,
    typeof navigate === 'function',
    "Gatsby's runtime to set window.___navigate before the first render",
  )
  if (!navigate) return
  win.___navigate = (to, options) => {
    onStart()
    return navigate(to, options)
  }
}
