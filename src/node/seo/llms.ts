/**
 * The machine-readable docs: a Markdown copy of every docs page, llms.txt (a summary of the site and
 * a link list of those copies, grouped by sidebar category in sidebar order) and llms-full.txt
 * (every copy in the same order). Pure: it takes the pages' Markdown bodies and returns texts; each
 * copy is printed once, for its own file and for llms-full.txt.
 */
import type { Sidebar } from '../../types/docs'
import { inlineNodes } from './api-markdown'
import { blockquote, heading, link, list, paragraph, printMarkdown, root, text, type MdNode } from './markdown-tree'

/** A docs page (a doc or a category index): what llms.txt lists of it. */
export interface DocsPageSummary {
  /** Route without the path prefix. */
  readonly route: string
  readonly title: string
  readonly description: string
}

/** A docs page with its Markdown copy, printed once: the copy's file and llms-full.txt share the text. */
export interface MarkdownPage extends DocsPageSummary {
  readonly markdown: string
}

export interface LlmsSite {
  readonly title: string
  readonly tagline: string
  /**
   * Paragraphs that say what the site documents, in the API data's inline Markdown (`code`,
   * [links](url), **strong**).
   */
  readonly summary: ReadonlyArray<string>
  /** Origin plus path prefix, without a trailing slash. */
  readonly baseUrl: string
  readonly pageUrl: (route: string) => string
  readonly markdownUrl: (route: string) => string
}

/**
 * The Markdown copy of one page: its title, its description as a quote and where the page lives,
 * then its body (Markdown nodes, without title and description).
 */
export function markdownPage(page: DocsPageSummary, body: ReadonlyArray<MdNode>, site: LlmsSite): MarkdownPage {
  const url = site.pageUrl(page.route)
  const head = [
    heading(1, text(page.title)),
    blockquote(paragraph(text(page.description))),
    paragraph(text('Source: '), link(url, text(url))),
  ]
  return {
    route: page.route,
    title: page.title,
    description: page.description,
    markdown: printMarkdown(root(...head, ...body)),
  }
}

/** A category index's body: one link per doc with its description, as the page's cards show. */
export function categoryBody(
  items: ReadonlyArray<{ readonly path: string; readonly title: string; readonly description: string }>,
  site: LlmsSite,
): MdNode[] {
  return [
    list(
      false,
      items.map((item) => [paragraph(link(site.pageUrl(item.path), text(item.title)), text(`: ${item.description}`))]),
    ),
  ]
}

export interface LlmsSection {
  /** e.g. "Learn: Tutorial". */
  readonly title: string
  readonly pages: ReadonlyArray<MarkdownPage>
}

/**
 * The sections of llms.txt: one per sidebar category, in sidebar order, each starting with the
 * category's index page; docs that no sidebar lists come last. Throws if a sidebar names a page
 * without a Markdown copy.
 */
export function llmsSections(sidebars: ReadonlyArray<Sidebar>, pages: ReadonlyArray<MarkdownPage>): LlmsSection[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const listed = new Set<string>()
  const take = (route: string): MarkdownPage => {
    const page = byRoute.get(route)
    if (!page) throw new Error(`The sidebar lists ${route}, which has no Markdown copy`)
    listed.add(route)
    return page
  }
  const sections = sidebars.flatMap((sidebar) =>
    sidebar.categories.map((category) => ({
      title: `${sidebar.label}: ${category.label}`,
      pages: [take(category.path), ...category.items.map((item) => take(item.path))],
    })),
  )
  const others = pages.filter((page) => !listed.has(page.route))
  return others.length > 0 ? [...sections, { title: 'Other docs', pages: others }] : sections
}

function siteHead(site: LlmsSite): MdNode[] {
  return [
    heading(1, text(site.title)),
    blockquote(paragraph(text(site.tagline))),
    ...site.summary.map((line) => paragraph(...inlineNodes(line, (href) => href))),
  ]
}

/** llms.txt (https://llmstxt.org): the summary, then a link to every Markdown copy with its description. */
export function llmsTxt(site: LlmsSite, sections: ReadonlyArray<LlmsSection>, fullFileUrl: string): string {
  return printMarkdown(
    root(
      ...siteHead(site),
      paragraph(
        text(
          'Each link below leads to the Markdown copy of a docs page; the page itself has the same address without ".md". ',
        ),
        link(fullFileUrl, text('llms-full.txt')),
        text(' holds every page in one file.'),
      ),
      ...sections.flatMap((section) => [
        heading(2, text(section.title)),
        list(
          false,
          section.pages.map((page) => [
            paragraph(link(site.markdownUrl(page.route), text(page.title)), text(`: ${page.description}`)),
          ]),
        ),
      ]),
    ),
  )
}

/** llms-full.txt: the summary, then every Markdown copy in llms.txt's order, a blank line apart. */
export function llmsFullTxt(site: LlmsSite, sections: ReadonlyArray<LlmsSection>): string {
  return [
    printMarkdown(root(...siteHead(site))),
    ...sections.flatMap((section) => section.pages.map((page) => page.markdown)),
  ].join('\n')
}
