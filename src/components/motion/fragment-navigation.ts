import { prefersReducedMotion } from './motion'

/**
 * Jumps to a `#fragment` — a URL loaded with a hash, a route change to one, an in-page link —
 * put the heading just below the navbar (global.css: scroll-padding-top). They happen at once:
 * only a click on an in-page link animates, and never for readers who prefer reduced motion (a
 * reader arriving from an IDE hover must not watch the page slide for 3,000 px). Such a jump,
 * and whatever the page does until the reader acts (late layout, Gatsby placing the heading
 * again), is not the reader scrolling: the navbar's hide-on-scroll leaves the bar above the
 * heading (useScrollState) until the reader scrolls, clicks, touches or presses a key.
 */

/** Set on <html> while an in-page link's jump animates (global.css turns on smooth scrolling). */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll'

/** Longest a smooth jump takes; where `scrollend` is missing, smooth scrolling goes off after it. */
const SMOOTH_JUMP_MS = 1500

let following = false
let smoothTimer: number | undefined

function endSmoothScrolling(): void {
  window.clearTimeout(smoothTimer)
  document.documentElement.removeAttribute(SMOOTH_SCROLL_ATTRIBUTE)
}

/** A jump to a fragment starts now: the page moves until the reader acts, not the reader. */
export function followFragment(): void {
  following = true
}

/** Whether the page is where a jump to a fragment put it, the reader not having acted since. */
export function isFollowingFragment(): boolean {
  return following
}

/** Whether a click follows a link within the current page, as the browser will. */
function isInPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hash === '' || (link.target !== '' && link.target !== '_self'))
    return false
  const here = window.location
  return link.origin === here.origin && link.pathname === here.pathname && link.search === here.search
}

/** Watches for jumps to fragments; installed once, before the page hydrates. */
export function watchFragmentNavigation(): void {
  if (window.location.hash !== '') followFragment()
  // Reached by bubbling, after React's handlers: the browser follows the link after this, so the
  // smooth scrolling switched on here applies to that one jump.
  document.addEventListener('click', (event) => {
    if (!isInPageLink(event)) return
    followFragment()
    if (prefersReducedMotion()) return
    document.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '')
    smoothTimer = window.setTimeout(endSmoothScrolling, SMOOTH_JUMP_MS)
  })
  window.addEventListener('scrollend', endSmoothScrolling)
  // The reader acting ends both: their scrolling is theirs, and never animated by the site.
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const) {
    window.addEventListener(
      type,
      () => {
        following = false
        endSmoothScrolling()
      },
      { capture: true, passive: true },
    )
  }
}
