/**
 * Content lint over MDX sources (no build needed): every page has a title in title case, a
 * description and a code example, and its internal links lead to pages and headings that exist. Links are checked by
 * the same checkLinks as the built site: each MDX file becomes a stand-in page holding its links
 * and heading ids. Pure functions, no Gatsby.
 */
import GithubSlugger from 'github-slugger'
import { parse as parseYaml } from 'yaml'
import { memberAnchor } from '../shared/api/api-anchors'
import { normaliseRoute } from '../shared/routes'
import type { ApiEntry } from '../types/api'
import { checkLinks, type BuiltPage, type LinkReport } from './links/link-report'
import { extractSamples, OUTPUT_LANGUAGE } from './samples/extract'
import { titleCaseProblem } from './title-case'

export interface ContentPage {
  /** The MDX file, relative to the project root. */
  readonly file: string
  /** The page's route without the path prefix, e.g. /docs/learn/tutorial/setup. */
  readonly route: string
  readonly source: string
}

export interface MdxParts {
  readonly frontmatter: Record<string, unknown>
  /** The source with the frontmatter replaced by blank lines, so line numbers stay true. */
  readonly body: string
}

export function splitFrontmatter(source: string): MdxParts {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source)
  if (!match) return { frontmatter: {}, body: source }
  const data: unknown = parseYaml(match[1] ?? '')
  const frontmatter =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  return { frontmatter, body: '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length) }
}

/** The source with fenced code blanked out: links and headings there are not links and headings. */
function withoutFences(body: string): string {
  const lines = body.split('\n')
  let fence: string | null = null
  return lines
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence === null && marker) {
        fence = marker
        return ''
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null
        return ''
      }
      return line
    })
    .join('\n')
}

/** Markdown link targets and JSX href attributes. */
export function linkTargets(body: string): string[] {
  const prose = withoutFences(body).replace(/`[^`\n]*`/g, ' ')
  const markdown = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '')
  const jsx = [...prose.matchAll(/\bhref=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  )
  return [...markdown, ...jsx]
}

/** A heading's text as Markdown source, without link targets and emphasis or code marks. */
function headingText(source: string): string {
  return source.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '')
}

/** Anchors of the h2–h6 headings, as gatsby-remark-autolink-headers gives them (github-slugger, repeats numbered). */
export function headingIds(body: string): string[] {
  const slugger = new GithubSlugger()
  return [...withoutFences(body).matchAll(/^#{2,6}\s+(.+?)\s*#*\s*$/gm)].map((match) =>
    slugger.slug(headingText(match[1] ?? '')),
  )
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

type ApiData = Pick<ApiEntry, 'extends' | 'members'>

/** Anchors of an API page's members, its own and those inherited along its `extends` chain. */
function memberIds(api: ApiData | undefined, apiByTitle: ReadonlyMap<string, ApiData>): string[] {
  const ids: string[] = []
  const seen = new Set<ApiData>()
  for (let entry = api; entry && !seen.has(entry); entry = entry.extends ? apiByTitle.get(entry.extends) : undefined) {
    seen.add(entry)
    ids.push(...(entry.members ?? []).map((member) => memberAnchor(member.name)))
  }
  return ids
}

/** The stand-in for a built page: its links (with the path prefix MDX adds) and its heading ids. */
function standInPage(page: ContentPage, pathPrefix: string, apiByTitle: ReadonlyMap<string, ApiData>): BuiltPage {
  const { frontmatter, body } = splitFrontmatter(page.source)
  const links = linkTargets(body).map(
    (href) => `<a href="${escapeAttribute(href.startsWith('/') ? `${pathPrefix}${href}` : href)}"></a>`,
  )
  const ids = [...headingIds(body), ...memberIds(frontmatter.api as ApiData | undefined, apiByTitle)].map(
    (id) => `<h2 id="${escapeAttribute(id)}"></h2>`,
  )
  return { route: page.route, source: page.file, html: [...links, ...ids].join('\n') }
}

export interface LintOptions {
  readonly pathPrefix: string
  /** Routes that exist without an MDX file (category indexes, tag pages, the home page…). */
  readonly otherRoutes: ReadonlySet<string>
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The links of MDX sources checked as the built site's are: a link to a page or file that does
 * not exist is an error, a missing heading a warning. `routeExists` says whether a page without an
 * MDX file of its own, or a file, exists at a route.
 */
export function sourceLinkReport(
  pages: ReadonlyArray<ContentPage>,
  pathPrefix: string,
  routeExists: (route: string) => boolean,
): LinkReport {
  const apiByTitle = new Map<string, ApiData>()
  for (const page of pages) {
    const { frontmatter } = splitFrontmatter(page.source)
    if (typeof frontmatter.title === 'string' && frontmatter.api) apiByTitle.set(frontmatter.title, frontmatter.api)
  }
  return checkLinks(
    pages.map((page) => standInPage(page, pathPrefix, apiByTitle)),
    { pathPrefix, fileExists: (file) => routeExists(normaliseRoute(file)) },
  )
}

/** The problems of `linted` (each naming its file); `all` are every page that links may lead to. */
export function lintContent(
  linted: ReadonlyArray<ContentPage>,
  all: ReadonlyArray<ContentPage>,
  options: LintOptions,
): string[] {
  const problems: string[] = []
  for (const page of linted) {
    const { frontmatter } = splitFrontmatter(page.source)
    if (!nonEmptyString(frontmatter.title)) problems.push(`${page.file}: no title (frontmatter "title")`)
    else {
      const casing = titleCaseProblem(frontmatter.title)
      if (casing) problems.push(`${page.file}: title: ${casing}`)
    }
    if (!nonEmptyString(frontmatter.description))
      problems.push(`${page.file}: no description (frontmatter "description", used for cards and the meta description)`)
    const examples = extractSamples(page.source, page.file).samples.filter(
      (sample) => sample.language !== '' && sample.language !== 'mermaid' && sample.language !== OUTPUT_LANGUAGE,
    )
    if (examples.length === 0) problems.push(`${page.file}: no code example (a fenced code block with a language)`)
  }
  const lintedFiles = new Set(linted.map((page) => page.file))
  const { errors, warnings } = sourceLinkReport(all, options.pathPrefix, (route) => options.otherRoutes.has(route))
  // A missing heading is only a warning on the built site; in the sources it is as broken as a missing page.
  problems.push(...[...errors, ...warnings].filter((message) => lintedFiles.has(message.split(' (page ')[0] ?? '')))
  return problems
}
