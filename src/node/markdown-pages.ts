/** Standalone pages: each MDX file under content/pages is a page with the site layout, no sidebar. */
import path from 'node:path'
import type { CreateNodeArgs, CreatePagesArgs } from 'gatsby'
import { reportContentProblems } from './content-problems'
import { markdownPageFrontmatterSchema, type MarkdownPageFrontmatter } from './frontmatter'
import { createMdxChildNode, mdxSource } from './mdx-nodes'

export const PAGES_SOURCE = 'pages'

/** Routes that belong to the docs, the blog and the built-in pages. */
const reservedRoute = /^\/(?:docs|blog|404|search)(?:\/|$)|^\/$/

/** `about.mdx` → `/about`, `guides/index.mdx` → `/guides`. */
export function markdownPageRoute(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')
  return `/${withoutExtension}`.replace(/\/$/, '') || '/'
}

export function createMarkdownPageNode(args: CreateNodeArgs): void {
  const source = mdxSource<MarkdownPageFrontmatter>(args, PAGES_SOURCE, markdownPageFrontmatterSchema)
  if (!source) return
  createMdxChildNode(args, 'MarkdownPage', {
    path: markdownPageRoute(source.relativePath),
    title: source.frontmatter.title,
    description: source.frontmatter.description,
    sourceFile: source.sourceFile,
  })
}

interface MarkdownPagesQuery {
  readonly allMarkdownPage: {
    readonly nodes: ReadonlyArray<{
      readonly id: string
      readonly path: string
      readonly sourceFile: string
      readonly parent: { readonly internal?: { readonly contentFilePath: string | null } } | null
    }>
  }
}

export async function createMarkdownPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<MarkdownPagesQuery>(`
    query MarkdownPagesForPages {
      allMarkdownPage {
        nodes {
          id
          path
          sourceFile
          parent {
            ... on Mdx {
              internal {
                contentFilePath
              }
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the Markdown pages', result.errors)
    return
  }
  const pages = result.data.allMarkdownPage.nodes
  const problems = pages
    .filter((page) => reservedRoute.test(page.path))
    .map((page) => `${page.sourceFile}: the route ${page.path} belongs to the docs, the blog or a built-in page; rename the file`)
  if (reportContentProblems(reporter, problems)) return
  const template = path.resolve('src/templates/markdown-page.tsx')
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: `${template}?__contentFilePath=${page.parent?.internal?.contentFilePath}`,
      context: { id: page.id },
    })
  }
}
