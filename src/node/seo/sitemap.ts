/** sitemap.xml and robots.txt for search engines. Pure functions. */
import { escapeMarkup } from '../../shared/escape-markup'

/** A page the build created, as far as the sitemap cares. */
export interface SitemapPage {
  /** Route without the path prefix. */
  readonly route: string
  /** Marked by the page's context: a page only test builds create (src/node/test-build.ts). */
  readonly testOnly: boolean
}

/** Gatsby's not-found page and its copies: served for unknown paths, never a page of their own. */
const notFoundRoute = /^\/(?:dev-)?404(?:-page)?(?:\.html|\/)?$/

/** The routes a search engine should know: each page once, sorted, without the 404 page and test-only pages. */
export function sitemapRoutes(pages: ReadonlyArray<SitemapPage>): string[] {
  const routes = pages.filter((page) => !page.testOnly && !notFoundRoute.test(page.route)).map((page) => page.route)
  return [...new Set(routes)].sort()
}

/** A sitemap (https://www.sitemaps.org/protocol.html) of absolute URLs. */
export function sitemapXml(urls: ReadonlyArray<string>): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * robots.txt: everything may be crawled; the sitemap is named by its absolute URL. (Crawlers read
 * robots.txt only at the host root; the file is here for hosts that serve the site at the root.)
 */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
