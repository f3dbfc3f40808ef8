/**
 * GitHub Pages answers `/x` with a 301 to `/x/` when `x` is a folder, and Gatsby writes every
 * page as `x/index.html`: left alone, every canonical URL (no trailing slash, as the old site's
 * URLs and the library's own doc links have it) would answer with a redirect. The host serves
 * `/x` from `x.html` when that file exists, even beside a folder `x/`, so each page also gets a
 * copy at `x.html`. A page loaded at `/x.html`, `/x/` or `/x/index.html` is the same page, and
 * Gatsby's runtime replaces the address with the plain path (`window.pagePath`).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expectUpstream } from '../../shared/upstream-check'
import { builtHtmlFiles, htmlFileOf, isRenderedPage } from '../built-pages'
import { OVERRIDES } from '../overrides/registry'

export interface PageAlias {
  /** The page Gatsby wrote, relative to the site folder, e.g. docs/x/index.html. */
  readonly page: string
  /** Its copy, e.g. docs/x.html. */
  readonly alias: string
  /** The path Gatsby's runtime puts in the address bar when the page loads, e.g. /docs/x. */
  readonly route: string
}

/**
 * The alias of each page route; the home page needs none, and a route whose alias is itself a page
 * (the 404 page) keeps it. Pure.
 */
export function pageAliases(routes: ReadonlyArray<string>): PageAlias[] {
  const taken = new Set(routes)
  return routes
    .filter((route) => route !== '/' && !route.endsWith('.html') && !taken.has(`${route}.html`))
    .map((route) => ({ page: `${route.slice(1)}/index.html`, alias: `${route.slice(1)}.html`, route }))
}

/**
 * Removes what earlier builds left of pages: the alias of every page (written again at the end of
 * this build), and any other page Gatsby rendered that is not a page of this build, such as the
 * alias of a page removed since. Gatsby keeps no record of those when it empties its cache (after
 * a change to the configuration, such as a test build followed by a production one), and they
 * would be served as pages that are gone. Runs before the post-build steps, so that they see only
 * this build's pages. Only a file that is neither a page nor an alias of one is read.
 */
export function removeStalePages(publicDir: string, routes: ReadonlyArray<string>): void {
  const pages = new Set(routes.map((route) => htmlFileOf(route, publicDir)))
  const aliases = new Set(pageAliases(routes).map(({ alias }) => path.join(publicDir, alias)))
  for (const file of builtHtmlFiles(publicDir)) {
    if (pages.has(file)) continue
    if (aliases.has(file) || isRenderedPage(readFileSync(file, 'utf8'))) rmSync(file)
  }
}

/**
 * Writes the alias of every page: the last step of the build, once each page's HTML is final.
 * Stops when a page does not tell Gatsby's runtime its path: at its alias, the address would stay
 * `/x.html`.
 */
export function writePageAliases(publicDir: string, routes: ReadonlyArray<string>): number {
  const aliases = pageAliases(routes).filter(({ page }) => existsSync(path.join(publicDir, page)))
  for (const { page, alias, route } of aliases) {
    const html = readFileSync(path.join(publicDir, page), 'utf8')
    expectUpstream(
      OVERRIDES.pagePath,
      html.includes(`window.pagePath=${JSON.stringify(route)}`),
      `each page Gatsby writes to set window.pagePath to its path (${page} does not)`,
    )
    writeFileSync(path.join(publicDir, alias), html)
  }
  return aliases.length
}
