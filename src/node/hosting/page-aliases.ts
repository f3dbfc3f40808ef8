/**
 * GitHub Pages answers `/x` with a 301 to `/x/` when `x` is a folder, and Gatsby writes every
 * page as `x/index.html`: left alone, every canonical URL (no trailing slash, as the old site's
 * URLs and the library's own doc links have it) would answer with a redirect. The host serves
 * `/x` from `x.html` when that file exists, even beside a folder `x/`, so each page also gets a
 * copy at `x.html`. A page loaded at `/x.html`, `/x/` or `/x/index.html` is the same page, and
 * Gatsby's runtime replaces the address with the plain path (`window.pagePath`).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface PageAlias {
  /** The page Gatsby wrote, relative to the site folder, e.g. docs/x/index.html. */
  readonly page: string
  /** Its copy, e.g. docs/x.html. */
  readonly alias: string
}

/** The alias of each page route; the home page needs none, and a route whose alias is itself a page (the 404 page) keeps it. Pure. */
export function pageAliases(routes: ReadonlyArray<string>): PageAlias[] {
  const taken = new Set(routes)
  return routes
    .filter((route) => route !== '/' && !route.endsWith('.html') && !taken.has(`${route}.html`))
    .map((route) => ({ page: `${route.slice(1)}/index.html`, alias: `${route.slice(1)}.html` }))
}

/** Where the build remembers the aliases it wrote, so that a later build can take back those of removed pages. */
const manifestFile = path.resolve('.cache', 'page-aliases.json')

/**
 * Removes the aliases the last build wrote. Runs before the post-build steps, so that they see
 * only Gatsby's own files, and a page removed since then leaves no copy behind.
 */
export function removePageAliases(publicDir: string): void {
  if (!existsSync(manifestFile)) return
  const previous = JSON.parse(readFileSync(manifestFile, 'utf8')) as string[]
  for (const alias of previous) rmSync(path.join(publicDir, alias), { force: true })
  rmSync(manifestFile)
}

/** Writes the alias of every page: the last step of the build, once each page's HTML is final. */
export function writePageAliases(publicDir: string, routes: ReadonlyArray<string>): number {
  const aliases = pageAliases(routes).filter(({ page }) => existsSync(path.join(publicDir, page)))
  for (const { page, alias } of aliases) copyFileSync(path.join(publicDir, page), path.join(publicDir, alias))
  mkdirSync(path.dirname(manifestFile), { recursive: true })
  writeFileSync(manifestFile, JSON.stringify(aliases.map(({ alias }) => alias)))
  return aliases.length
}
