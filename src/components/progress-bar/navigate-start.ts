/**
 * Gatsby announces a route change only once the next page's code has loaded, so the start of a
 * change is taken from the navigate function its links call, `window.___navigate`: an internal of
 * Gatsby's runtime (docs/overrides.md).
 */
import { reportUpstream, type Override } from '../../shared/upstream-check'

export const NAVIGATE_OVERRIDE: Override = {
  title: 'Route-change start taken from `window.___navigate`',
  checkedAgainst: 'gatsby 5.16.1',
}

/** The part of the window this module uses. */
export interface NavigateWindow {
  ___navigate?: (to: string, options?: unknown) => unknown
}

/** Calls `onStart` as each navigation through Gatsby's navigate begins; reports when there is none. */
export function onNavigateStart(win: NavigateWindow, onStart: () => void): void {
  const navigate = win.___navigate
  reportUpstream(
    NAVIGATE_OVERRIDE,
    typeof navigate === 'function',
    "Gatsby's runtime to set window.___navigate before the first render",
  )
  if (!navigate) return
  win.___navigate = (to, options) => {
    onStart()
    return navigate(to, options)
  }
}
