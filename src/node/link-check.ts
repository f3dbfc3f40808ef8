/**
 * After the build: every internal link and resource of every built page must lead somewhere, and
 * so must those of the runner pages (playgrounds, diagrams) and the blog feeds. A build whose pages,
 * feeds and file names are the same as the last build's reuses its report.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../config/site'
import { BLOG_FEEDS } from '../shared/feeds'
import { siteBaseUrl } from '../shared/page-url'
import { keptStepResults } from './build-code'
import { builtFiles, builtHtmlFiles, publicDir } from './built-pages'
import { checkLinks, feedUrls, standInPage, type BuiltPage, type LinkReport } from './links'

/** The route of a file in public/, e.g. /playground/web.1a2b3c.html. */
const routeOf = (file: string) => `/${path.relative(publicDir, file).replace(/\\/g, '/')}`

/** HTML files the build wrote besides the given pages (all of them, given none). */
function otherHtmlPages(pages: ReadonlyArray<BuiltPage>): BuiltPage[] {
  const pageFiles = new Set(pages.map((page) => (page.route.endsWith('.html') ? page.route : `${page.route.replace(/\/$/, '')}/index.html`)))
  return builtHtmlFiles()
    .filter((file) => !pageFiles.has(routeOf(file)))
    .map((file) => ({ route: routeOf(file), source: path.relative(process.cwd(), file), html: readFileSync(file, 'utf8') }))
}

function feedPages(): BuiltPage[] {
  return BLOG_FEEDS.map((feed) => path.join(publicDir, feed.route))
    .filter((file) => existsSync(file))
    .map((file) => standInPage(routeOf(file), path.relative(process.cwd(), file), feedUrls(readFileSync(file, 'utf8'), siteBaseUrl)))
}

type BuiltLinkReport = LinkReport & { readonly checked: number }

/** The given pages, the other HTML files in public/ and the feeds: what the link check reads. */
const checkedPages = (pages: ReadonlyArray<BuiltPage>) => [...pages, ...otherHtmlPages(pages), ...feedPages()]

/** The links of the pages, of the other HTML files in public/ and of the feeds, checked. */
export function builtLinkReport(pages: ReadonlyArray<BuiltPage>): BuiltLinkReport {
  return linkReportOf(checkedPages(pages))
}

function linkReportOf(checked: ReadonlyArray<BuiltPage>): BuiltLinkReport {
  const report = checkLinks(checked, {
    pathPrefix: siteConfig.pathPrefix,
    siteOrigin: new URL(siteConfig.url).origin,
    fileExists: (file) => {
      const target = path.join(publicDir, file)
      return target.startsWith(publicDir) && existsSync(target) && statSync(target).isFile()
    },
  })
  return { ...report, checked: checked.length }
}

export function checkBuiltLinks(pages: ReadonlyArray<BuiltPage>, reporter: Reporter): void {
  const kept = keptStepResults<BuiltLinkReport>('link-check')
  const checked = checkedPages(pages)
  // Whether a link leads somewhere depends on the pages and on which files exist, not on what they hold.
  const key = kept.key([...checked.flatMap((page) => [page.route, page.source, page.html]), ...builtFiles().map(routeOf)])
  const { errors, warnings } = kept.reuse(key, () => linkReportOf(checked))
  kept.save()
  for (const warning of warnings) reporter.warn(`Broken anchor: ${warning}`)
  if (errors.length > 0) {
    reporter.panicOnBuild(`Broken links (${errors.length}):\n${errors.map((error) => `- ${error}`).join('\n')}`)
  } else {
    reporter.info(`Link check: ${checked.length} pages and feeds, no broken links`)
  }
}
