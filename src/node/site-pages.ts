/**
 * How planners make a page: its kind names the template and the context type the page must carry
 * (src/types/page-context.ts), so a context that differs from its template's fails the type check.
 */
import path from 'node:path'
import type { Page } from 'gatsby'
import type { PageContexts, PageKind } from '../types/page-context'
import { expectUpstream } from '../shared/upstream-check'
import { isDevelop } from './develop/overlay'
import { contentFileOf, mdxPageComponent, type MdxBacked } from './mdx-nodes'
import { OVERRIDES } from './overrides/registry'
import type { TitledSource } from './unique-titles'

/** The component of each page kind, relative to the project root. */
const COMPONENTS: Readonly<Record<PageKind, string>> = {
  doc: 'src/templates/doc.tsx',
  docCategory: 'src/templates/doc-category.tsx',
  docsRoot: 'src/templates/docs-root.tsx',
  docTags: 'src/templates/doc-tags.tsx',
  docTag: 'src/templates/doc-tag.tsx',
  blogList: 'src/templates/blog-list.tsx',
  blogPost: 'src/templates/blog-post.tsx',
  blogArchive: 'src/templates/blog-archive.tsx',
  blogAuthors: 'src/templates/blog-authors.tsx',
  blogAuthor: 'src/templates/blog-author.tsx',
  blogTags: 'src/templates/blog-tags.tsx',
  blogTag: 'src/templates/blog-tag.tsx',
  markdownPage: 'src/templates/markdown-page.tsx',
  testCrash: 'src/test-pages/crash.tsx',
}

/** A page as `actions.createPage` takes it. */
export type SitePage = Page<PageContexts[PageKind]>

/** The pages a content kind wants, or the problems that stop it; created only when all kinds agree. */
export interface PagePlan {
  readonly problems: ReadonlyArray<string>
  readonly pages: ReadonlyArray<SitePage>
  /** The titles of the pages authors write (checked for uniqueness across the site), with their files. */
  readonly titles: ReadonlyArray<TitledSource>
}

/** The kinds whose template renders an MDX file, named by the node behind it. */
type MdxPageKind = Extract<PageKind, 'doc' | 'blogPost' | 'markdownPage'>

/** The page of `kind` at `route`. */
export function sitePage<Kind extends Exclude<PageKind, MdxPageKind>>(
  kind: Kind,
  route: string,
  context: PageContexts[Kind],
): SitePage {
  return { path: route, component: path.resolve(COMPONENTS[kind]), context }
}

/** The page of `kind` at `route` whose body is the MDX file behind `node`. */
export function mdxSitePage<Kind extends MdxPageKind>(
  kind: Kind,
  route: string,
  context: PageContexts[Kind],
  node: MdxBacked,
): SitePage {
  return {
    path: route,
    component: mdxPageComponent(path.resolve(COMPONENTS[kind]), node),
    context: { ...context, frontmatter: {}, ...developContext(node) },
  }
}

/**
 * Stops when gatsby-plugin-mdx creates one of the site's MDX pages again with its file's
 * frontmatter (Gatsby hands the site every page another plugin creates): the empty frontmatter
 * above no longer keeps it away, and every build would run every MDX page's query again.
 */
export function expectMdxPageKept(page: Pick<Page, 'path' | 'component' | 'context'>): void {
  const frontmatter = (page.context as { frontmatter?: unknown } | undefined)?.frontmatter
  expectUpstream(
    OVERRIDES.mdxPageContext,
    contentFileOf(page.component) === null ||
      (typeof frontmatter === 'object' && frontmatter !== null && Object.keys(frontmatter).length === 0),
    `gatsby-plugin-mdx to leave alone an MDX page whose context has a frontmatter (it created ${page.path} again)`,
  )
}

/**
 * In develop, the digest of the page's MDX file, so every edit of the file gives the page a new
 * context and Gatsby runs its query again. Without it a page could keep a query result without its
 * node: Gatsby records no dependency for a query that found no node, and an edit deletes the node
 * and makes it again, so a query that ran in between stayed empty (the page crashed) until restart.
 */
function developContext(node: MdxBacked): { sourceDigest?: string } {
  return isDevelop() ? { sourceDigest: node.parent?.internal?.contentDigest } : {}
}
