import { reportUpstream } from '../../shared/upstream-check'
import { DIALOG_FOCUS } from '../overrides/browser-overrides'

/** The element Gatsby's router focuses when a new page arrives (so screen readers start there). */
const ROUTER_FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper'

/** Reports when the page has no element by the id Gatsby's router focuses: the guard below would never act. */
export function expectRouterFocusWrapper(page: Pick<Document, 'getElementById'>): void {
  reportUpstream(
    DIALOG_FOCUS,
    page.getElementById(ROUTER_FOCUS_WRAPPER_ID) !== null,
    `Gatsby's router to wrap the page in an element with id "${ROUTER_FOCUS_WRAPPER_ID}", which it focuses on a page change`,
  )
}

/**
 * Keeps focus in an open dialog when the next page arrives under it: the router then focuses the
 * page, which would leave the reader typing into nothing. Focus goes back to where it was in the
 * dialog. Returns the function that stops it.
 */
export function keepFocusOnPageChange(dialog: HTMLElement): () => void {
  expectRouterFocusWrapper(document)
  const restore = (event: FocusEvent) => {
    const left = event.relatedTarget
    if (
      event.target instanceof HTMLElement &&
      event.target.id === ROUTER_FOCUS_WRAPPER_ID &&
      left instanceof HTMLElement &&
      dialog.contains(left)
    ) {
      left.focus()
    }
  }
  document.addEventListener('focusin', restore)
  return () => document.removeEventListener('focusin', restore)
}

/**
 * Sends the focus back to the search box when it is lost inside the open dialog: a recent or
 * favorite search's button removes itself (and its search) when pressed, which leaves the focus
 * nowhere. Returns the function that stops it.
 */
export function returnLostFocus(dialog: HTMLElement, searchBox: () => HTMLElement | null): () => void {
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return
    requestAnimationFrame(() => {
      if (!dialog.isConnected) return
      if (document.activeElement === null || document.activeElement === document.body) searchBox()?.focus()
    })
  }
  dialog.addEventListener('focusout', onFocusOut)
  return () => dialog.removeEventListener('focusout', onFocusOut)
}
