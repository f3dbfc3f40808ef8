/** Absolute URLs of the deployed site, shared by the page heads and the build's machine-readable files. */
import { siteConfig } from '../config/site'

/** Origin plus path prefix, e.g. https://glyph-cat.github.io/cotton-box (no trailing slash). */
export const siteBaseUrl = `${siteConfig.url}${siteConfig.pathPrefix}`

/**
 * The canonical URL of a route (a path without the prefix): no trailing slash, except the home
 * page, whose canonical form is the prefix with its slash.
 */
export function pageUrl(route: string): string {
  return `${siteBaseUrl}${route === '/' ? '/' : route}`
}

/**
 * The route of a docs page's Markdown copy: the page's route plus `.md`, so it sits next to the
 * page (/docs/learn/tutorial/setup → /docs/learn/tutorial/setup.md).
 */
export function markdownCopyRoute(route: string): string {
  if (route === '/' || route.endsWith('/')) throw new Error(`No Markdown copy for the route "${route}"`)
  return `${route}.md`
}
