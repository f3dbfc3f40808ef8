/**
 * After the build, before the search records and the link check: sitemap.xml and robots.txt at the
 * site root, a Markdown copy of every docs page next to it (`<route>.md`), llms.txt and
 * llms-full.txt. A docs page whose Markdown cannot be made fails the build, naming its file, once
 * the link check has run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BuildArgs, Node } from 'gatsby'
import { siteConfig } from '../../config/site'
import { markdownCopyRoute, pageUrl, siteBaseUrl } from '../../shared/page-url'
import type { ApiEntry } from '../../types/api'
import type { TestOnlyMark } from '../../types/page-context'
import { siteHistory } from '../api-history/site-history'
import { resolveApiPages } from '../api-reference'
import { keptStepResults } from '../build-code'
import { htmlFileOf, publicDir } from '../built-pages'
import { loadSidebars } from '../docs'
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsSite, type MarkdownPage } from './llms'
import { docsMarkdownPages, type MarkdownPageReuse } from './markdown-copies'
import { robotsTxt, sitemapRoutes, sitemapXml } from './sitemap'

/** The files this step writes at the site root (routes under the path prefix). */
export const SEO_FILES = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
} as const

interface SitePageNode extends Node {
  readonly path: string
  readonly context?: TestOnlyMark | null
}

interface DocNode extends Node {
  readonly path: string
  readonly dir: string
  readonly title: string
  readonly description: string
  readonly sourceFile: string
  readonly sidebarPosition: number | null
  readonly sidebarLabel: string | null
  readonly api: ApiEntry | null
}

const writePublic = (route: string, contents: string) => {
  const file = path.join(publicDir, route)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, contents)
}

/** What llms.txt says about the site before its link list; inline Markdown, from the site configuration. */
function siteSummary(): string[] {
  return [
    'Cotton Box is a TypeScript state-management library in two npm packages: `cotton-box` holds the state managers (`SimpleStateManager`, `StateManager`, `AsyncStateManager`, `SimpleFiniteStateManager`) and `cotton-box-react` the React hooks that read them.',
    siteConfig.experimentalBanner,
    ...(siteConfig.announcementBar ? [siteConfig.announcementBar.text] : []),
    `Website: [${pageUrl('/')}](${pageUrl('/')}). Source code: [${siteConfig.repositoryUrl}](${siteConfig.repositoryUrl}).`,
  ]
}

function writeSitemap(getNodesByType: BuildArgs['getNodesByType']): number {
  const pages = (getNodesByType('SitePage') as SitePageNode[])
    .filter((page) => existsSync(htmlFileOf(page.path)))
    .map((page) => ({ route: page.path, testOnly: page.context?.testOnly === true }))
  const urls = sitemapRoutes(pages).map(pageUrl)
  writePublic(SEO_FILES.sitemap, sitemapXml(urls))
  writePublic(SEO_FILES.robots, robotsTxt(pageUrl(SEO_FILES.sitemap)))
  return urls.length
}

/** Every docs page (docs and category indexes) as Markdown, or the problems that stop it. */
function docsAsMarkdown(getNodesByType: BuildArgs['getNodesByType'], site: LlmsSite) {
  const docs = getNodesByType('Doc') as DocNode[]
  const sidebars = loadSidebars(docs)
  const sources = docs.map((doc) => ({ ...doc, source: readFileSync(doc.sourceFile, 'utf8') }))
  const kept = keptStepResults<MarkdownPage>('markdown-copies')
  const reuse: MarkdownPageReuse = (doc, api, work) =>
    kept.reuse(kept.key([site.baseUrl, doc.path, doc.title, doc.description, doc.source, JSON.stringify(api)]), work)
  const made = docsMarkdownPages(sources, sidebars, resolveApiPages(docs, siteHistory()).byPath, site, reuse)
  kept.save()
  return { sidebars, ...made }
}

/** What the SEO step leaves for the end of the build: its failure, and the files it did not write for it. */
export interface SeoFilesResult {
  /** The docs pages without a Markdown form, one line each; null when every page has one. */
  readonly failure: string | null
  /** Routes of the Markdown copies not written (/docs/x.md): a link to one is that failure again. */
  readonly unwrittenCopies: ReadonlyArray<string>
}

/**
 * onPostBuild step: sitemap, robots, Markdown copies and the llms files. A docs page without a
 * Markdown form gets no copy, and its problem is returned rather than stopping the build here, so
 * the steps after it (the link check) report theirs in the same run.
 */
export function writeSeoFiles(args: BuildArgs): SeoFilesResult {
  const { reporter } = args
  const site: LlmsSite = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    summary: siteSummary(),
    baseUrl: siteBaseUrl,
    pageUrl,
    markdownUrl: (route) => pageUrl(markdownCopyRoute(route)),
  }
  const sitemapSize = writeSitemap(args.getNodesByType)
  const { sidebars, pages, problems, unmadeRoutes } = docsAsMarkdown(args.getNodesByType, site)
  for (const page of pages) writePublic(markdownCopyRoute(page.route), page.markdown)
  if (problems.length > 0) {
    return {
      failure: `Markdown copies of docs pages (${problems.length}):\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
      unwrittenCopies: unmadeRoutes.map(markdownCopyRoute),
    }
  }
  const sections = llmsSections(sidebars, pages)
  writePublic(SEO_FILES.llms, llmsTxt(site, sections, pageUrl(SEO_FILES.llmsFull)))
  writePublic(SEO_FILES.llmsFull, llmsFullTxt(site, sections))
  reporter.info(
    `SEO: sitemap of ${sitemapSize} pages, robots.txt, ${pages.length} Markdown copies, llms.txt and llms-full.txt`,
  )
  return { failure: null, unwrittenCopies: [] }
}
