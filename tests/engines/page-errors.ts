/**
 * A script that records what a reader's console would show as a problem: uncaught errors,
 * unhandled rejections and Content-Security-Policy violations. Run before the page's own scripts
 * in Firefox (a preload script), after hydration in WebKit.
 */
export const RECORD_PAGE_ERRORS = `(() => {
  if (window.__engineErrors) return
  const errors = (window.__engineErrors = [])
  window.addEventListener('error', (event) => errors.push('error: ' + (event.message || event.type)))
  window.addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code')),
  )
})()`

/** Reads and clears what RECORD_PAGE_ERRORS recorded. */
export const TAKE_PAGE_ERRORS = 'return (window.__engineErrors ?? []).splice(0)'
