/** Standalone pages: each MDX file under content/pages is a page with the site layout, no sidebar. */
import { readFileSync } from 'node:fs'
import type { CreateNodeArgs, CreatePagesArgs } from 'gatsby'
import type { ApiEntry } from '../types/api'
import type { ReleaseNotes } from '../types/api-history'
import { foldReleases } from './api-history/fold-releases'
import { anchoredMembers, pageExport } from './api-history/page-history'
import { loadReleases } from './api-history/release-files'
import { releaseNotes } from './api-history/release-notes'
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
    keywords: source.frontmatter.keywords ?? [],
    sourceFile: source.sourceFile,
  })
}

interface MarkdownPagesQuery {
  readonly allMarkdownPage: {
    readonly nodes: ReadonlyArray<
      { readonly id: string; readonly path: string; readonly title: string; readonly sourceFile: string } & MdxBacked
    >
  }
  readonly allDoc: {
    readonly nodes: ReadonlyArray<{ readonly title: string; readonly path: string; readonly api: ApiEntry | null }>
  }
}

/** A page that shows <WhatChanged /> gets the release notes in its context; others carry none. */
const USES_RELEASE_NOTES = /<WhatChanged\b/

/** The release notes, linked to the API pages: only the pages that show them pay for the data. */
function releaseNotesOf(docs: MarkdownPagesQuery['allDoc']['nodes']): ReleaseNotes[] {
  const { releases } = loadReleases(process.cwd())
  const history = foldReleases(releases)
  const pages = new Map(
    docs.flatMap((doc) => {
      if (!doc.api) return []
      // A page the releases do not record is a problem the docs step reports; it only links its top.
      const recorded = pageExport(doc.title, doc.api.packages, history)
      const members = anchoredMembers(doc.api, typeof recorded === 'string' ? undefined : recorded)
      return [[doc.title, { path: doc.path, members }] as const]
    }),
  )
  return releaseNotes(releases, pages)
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
      allDoc {
        nodes {
          title
          path
          api
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the Markdown pages: ${String(result.errors)}`)
  const pages = result.data.allMarkdownPage.nodes
  const problems = pages
    .filter((page) => reservedRoute.test(page.path))
    .map(
      (page) =>
        `${page.sourceFile}: the route ${page.path} belongs to the docs, the blog or a built-in page; rename the file`,
    )
  return {
    problems,
    titles: pages.map((page) => ({ title: page.title, source: page.sourceFile })),
    pages: pages.map((page) => {
      const showsReleases = USES_RELEASE_NOTES.test(readFileSync(page.sourceFile, 'utf8'))
      return mdxSitePage(
        'markdownPage',
        page.path,
        { id: page.id, ...(showsReleases ? { releaseNotes: releaseNotesOf(result.data!.allDoc.nodes) } : {}) },
        page,
      )
    }),
  }
}
