/** Every docs page's Markdown copy: each doc from its MDX file, each category index from its sidebar entry. Pure. */
import type { ResolvedApiEntry } from '../../types/api'
import type { Sidebar } from '../../types/docs'
import { categoryBody, markdownPage, type LlmsSite, type MarkdownPage } from './llms'
import { blankFrontmatter, mdxToMarkdownNodes, urlResolver } from './mdx-to-markdown'

export interface DocSource {
  /** Route without the path prefix. */
  readonly path: string
  readonly title: string
  readonly description: string
  /** The MDX file, relative to the project root, for messages. */
  readonly sourceFile: string
  /** The file's text, frontmatter included. */
  readonly source: string
}

/**
 * Makes one doc's page with `work`, or reuses the page made from the same doc and API entry by an
 * earlier build.
 */
export type MarkdownPageReuse = (doc: DocSource, api: ResolvedApiEntry | null, work: () => MarkdownPage) => MarkdownPage

/**
 * The Markdown pages, and for each doc that has none, a problem naming its file and line, and its
 * route among the unmade ones.
 */
export function docsMarkdownPages(
  docs: ReadonlyArray<DocSource>,
  sidebars: ReadonlyArray<Sidebar>,
  apiByPath: ReadonlyMap<string, ResolvedApiEntry>,
  site: LlmsSite,
  reuse: MarkdownPageReuse = (_doc, _api, work) => work(),
): { readonly pages: MarkdownPage[]; readonly problems: string[]; readonly unmadeRoutes: string[] } {
  const problems: string[] = []
  const unmadeRoutes: string[] = []
  const pages: MarkdownPage[] = []
  for (const doc of docs) {
    try {
      const context = {
        api: apiByPath.get(doc.path) ?? null,
        resolveUrl: urlResolver(site.baseUrl, site.pageUrl(doc.path)),
      }
      const summary = { route: doc.path, title: doc.title, description: doc.description }
      pages.push(
        reuse(doc, context.api, () =>
          markdownPage(summary, mdxToMarkdownNodes(blankFrontmatter(doc.source), context), site),
        ),
      )
    } catch (error) {
      problems.push(`${doc.sourceFile}: ${(error as Error).message}`)
      unmadeRoutes.push(doc.path)
    }
  }
  for (const category of sidebars.flatMap((sidebar) => sidebar.categories)) {
    pages.push(
      markdownPage(
        { route: category.path, title: category.label, description: category.description },
        categoryBody(category.items, site),
        site,
      ),
    )
  }
  return { pages, problems, unmadeRoutes }
}
