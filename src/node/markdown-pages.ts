/** Standalone pages: each MDX file under content/pages is a page with the site layout, no sidebar. */
import type { CreateNodeArgs, CreatePagesArgs } from 'gatsby'
import { markdownPageFrontmatterSchema, type MarkdownPageFrontmatter } from './frontmatter'
import { createMdxChildNode, MDX_FILE_SELECTION, mdxSource, type MdxBacked } from './mdx-nodes'
import { mdxSitePage, type PagePlan } from './site-pages'

export const PAGES_SOURCE = 'pages'

/** Routes that belong to the docs, the blog and the built-in pages. */
const reservedRoute = /^\/(?:docs|blog|404|search)(?:\/|$)|^\/$/

/** `about.mdx` → `/about`, `guides/index.mdx` → `/guides`. */
export function markdownPageRoute(relativePath: string): string {
  const withoutExtension = relativePath
    .replace(/\\/g, '/')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '')
  return `/${withoutExtension}`.replace(/\/$/, '') || '/'
}

export async function createMarkdownPageNode(args: CreateNodeArgs): Promise<void> {
  const source = mdxSource<MarkdownPageFrontmatter>(args, PAGES_SOURCE, markdownPageFrontmatterSchema)
  if (!source) return
  await createMdxChildNode(args, 'MarkdownPage', {
    path: markdownPageRoute(source.relativePath),
    title: source.frontmatter.title,
    description: source.frontmatter.description,
    sourceFile: source.sourceFile,
  })
}

interface MarkdownPagesQuery {
  readonly allMarkdownPage: {
    readonly nodes: ReadonlyArray<{ readonly id: string; readonly path: string; readonly title: string } & MdxBacked>
  }
}

/** A page for every valid Markdown page that does not take a reserved route. */
export async function planMarkdownPages(args: CreatePagesArgs): Promise<PagePlan> {
  const result = await args.graphql<MarkdownPagesQuery>(`
    query MarkdownPagesForPages {
      allMarkdownPage {
        nodes {
          id
          path
          title
          sourceFile
          ${MDX_FILE_SELECTION}
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the Markdown pages: ${String(result.errors)}`)
  const pages = result.data.allMarkdownPage.nodes
  const problems = pages
    .filter((page) => reservedRoute.test(page.path))
    .map((page) => `${page.sourceFile}: the route ${page.path} belongs to the docs, the blog or a built-in page; rename the file`)
  return {
    problems,
    titles: pages.map((page) => ({ title: page.title, source: page.sourceFile })),
    pages: pages.map((page) => mdxSitePage('markdownPage', page.path, { id: page.id }, page)),
  }
}
