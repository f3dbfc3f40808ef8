/**
 * After the build: every internal link and resource of every built page must lead somewhere, and
 * so must those of the runner pages (playgrounds, diagrams) and the blog feeds. What each page
 * links to is kept between builds (keptLinkFacts); where it leads is checked at every build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { BLOG_FEEDS } from '../../shared/feeds'
import { siteBaseUrl } from '../../shared/page-url'
import { keptStepResults } from '../build-code'
import { builtHtmlFiles, htmlFileOf, isRenderedPage, publicDir } from '../built-pages'
import {
  checkLinks,
  feedUrls,
  pageLinkFacts,
  standInPage,
  type BuiltPage,
  type LinkReport,
  type PageLinkFacts,
  type PageReference,
} from './link-report'
import { oncePerSlice, ownContentParts, scriptsSliceOf, withScriptsSlice } from '../scripts-slice'
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

/** The route of a file in public/, e.g. /playground/web.1a2b3c.html. */
const routeOf = (file: string) => `/${path.relative(publicDir, file).replace(/\\/g, '/')}`

/** The folder of Gatsby's slices: fragments of HTML stitched into the pages, and checked there. */
export function gatsbySlicesFolder(folder = publicDir): string {
  const slices = path.join(folder, '_gatsby', 'slices')
  expectUpstream(
    OVERRIDES.sliceFragments,
    existsSync(slices),
    "Gatsby to write its slices' HTML under public/_gatsby/slices/",
  )
  return slices
}

/** HTML files the build wrote besides the given pages (all of them, given none) and Gatsby's slices. */
function otherHtmlPages(pages: ReadonlyArray<BuiltPage>): BuiltPage[] {
  const pageFiles = new Set(pages.map((page) => htmlFileOf(page.route)))
  const gatsbySlices = gatsbySlicesFolder()
  return builtHtmlFiles()
    .filter((file) => !pageFiles.has(file) && !file.startsWith(gatsbySlices + path.sep))
    .map((file) => ({
      route: routeOf(file),
      source: path.relative(process.cwd(), file),
      html: readFileSync(file, 'utf8'),
    }))
}

function feedPages(): BuiltPage[] {
  return BLOG_FEEDS.map((feed) => path.join(publicDir, feed.route))
    .filter((file) => existsSync(file))
    .map((file) =>
      standInPage(routeOf(file), path.relative(process.cwd(), file), feedUrls(readFileSync(file, 'utf8'), siteBaseUrl)),
    )
}

type BuiltLinkReport = LinkReport & { readonly checked: number }

/** The given pages, the other HTML files in public/ and the feeds: what the link check reads. */
const checkedPages = (pages: ReadonlyArray<BuiltPage>) => [...pages, ...otherHtmlPages(pages), ...feedPages()]

/**
 * The links of the pages, of the other HTML files in public/ and of the feeds, checked. Links to
 * `unwrittenFiles` (routes of files a step before left out for a failure it reports) count as
 * good: each would be that failure again.
 */
export function builtLinkReport(
  pages: ReadonlyArray<BuiltPage>,
  factsOf?: (page: BuiltPage) => PageLinkFacts,
  unwrittenFiles: ReadonlyArray<string> = [],
): BuiltLinkReport {
  const checked = checkedPages(pages)
  const unwritten = new Set(unwrittenFiles)
  const report = checkLinks(checked, {
    pathPrefix: siteConfig.pathPrefix,
    siteOrigin: new URL(siteConfig.url).origin,
    fileExists: (file) => {
      if (unwritten.has(file)) return true
      const target = path.join(publicDir, file)
      return target.startsWith(publicDir) && existsSync(target) && statSync(target).isFile()
    },
    factsOf,
  })
  return { ...report, checked: checked.length }
}

/** A page's link facts as kept between builds: its references as places in the table of references, and its ids. */
interface KeptFacts {
  readonly references: ReadonlyArray<number>
  readonly ids: ReadonlyArray<string>
}

/**
 * What the check needs of each page, read from a page only when its own content is new: kept
 * between builds by that content, without Gatsby's scripts slice, which is read once per build.
 * Every docs page links every page of its sidebar, so each reference is kept once, in a table the
 * pages share, and a page keeps its places in it (kept as objects, a thousand pages' facts were
 * 97 MB, slower to read back than the pages were to scan). The table only grows, until the build's
 * code changes or `gatsby clean` empties the cache.
 */
function keptLinkFacts() {
  const kept = keptStepResults<KeptFacts>('link-facts')
  const keptTable = keptStepResults<PageReference[]>('link-references')
  const tableKey = keptTable.key(['references'])
  const table = keptTable.get(tableKey) ?? []
  const nameOf = ({ kind, attribute, url }: PageReference) => `${kind} ${attribute} ${url}`
  const places = new Map(table.map((reference, place) => [nameOf(reference), place]))
  const placeOf = (reference: PageReference) => {
    const name = nameOf(reference)
    let place = places.get(name)
    if (place === undefined) {
      place = table.push(reference) - 1
      places.set(name, place)
    }
    return place
  }
  const sliceFacts = oncePerSlice(pageLinkFacts)
  const factsOf = (page: BuiltPage): PageLinkFacts => {
    const parts = ownContentParts(page.html)
    const own = kept.reuse(kept.key([String(parts.length), ...parts]), () => {
      const facts = pageLinkFacts(withScriptsSlice(page.html, ''))
      return { references: facts.references.map(placeOf), ids: [...facts.ids] }
    })
    // Pages besides Gatsby's (the Mermaid and playground frames) have no scripts slice.
    const slice = sliceFacts(isRenderedPage(page.html) ? scriptsSliceOf(page.html, page.route) : '')
    return {
      references: [...own.references.map((place) => table[place]), ...slice.references],
      ids: new Set([...own.ids, ...slice.ids]),
    }
  }
  const save = () => {
    keptTable.set(tableKey, table)
    keptTable.save()
    kept.save()
  }
  return { factsOf, save }
}

/**
 * onPostBuild step: warns of each missing anchor, and returns the broken links, one line each, for
 * the end of the build to fail with (null when there are none).
 */
export function checkBuiltLinks(
  pages: ReadonlyArray<BuiltPage>,
  reporter: Reporter,
  unwrittenFiles: ReadonlyArray<string>,
): string | null {
  const kept = keptLinkFacts()
  const { errors, warnings, checked } = builtLinkReport(pages, kept.factsOf, unwrittenFiles)
  kept.save()
  for (const warning of warnings) reporter.warn(`Broken anchor: ${warning}`)
  if (errors.length > 0) return `Broken links (${errors.length}):\n${errors.map((error) => `- ${error}`).join('\n')}`
  reporter.info(`Link check: ${checked} pages and feeds, no broken links`)
  return null
}
