/**
 * The context of every page, one type per page kind. The planners in src/node create each page
 * through `sitePage` or `mdxSitePage` (src/node/site-pages.ts), which take exactly the type of
 * its kind; the kind's template reads the same type, and the layout reads their union.
 */
import type { PageCodeTypes } from '../shared/code-block/code-types'
import type { PlaygroundFile } from '../shared/playground-protocol'
import type { ResolvedApiEntry } from './api'
import type { ReleaseNotes } from './api-history'
import type { BlogAuthorData, BlogPostLink, BlogPostSummary, BlogSidebarContext, BlogTagData } from './blog'
import type { DocsPageContext, DocTagPage, Sidebar, SidebarCategory } from './docs'
import type { MdxTableOfContents } from './table-of-contents'

/**
 * Set on a page that only test builds create (src/node/test-build.ts), so the steps that describe
 * the production site (the sitemap) leave it out by its data.
 */
export interface TestOnlyMark {
  readonly testOnly?: true
}

/** Pages whose body is an MDX file carry the id of the node their page query reads. */
interface NodePage {
  readonly id: string
  /**
   * What the compiler knows about the names in the file's type-checked code blocks
   * (src/node/samples/page-code-types.ts).
   */
  readonly codeTypes?: PageCodeTypes
  /**
   * Always empty (set by mdxSitePage). gatsby-plugin-mdx deletes and creates again every MDX page
   * whose context has no `frontmatter`, adding the file's. The page then differed from the one
   * createPages made, so Gatsby ran every MDX page's query again at every build, and the frontmatter
   * went into every page's data. The site validates frontmatter itself and never reads it here.
   */
  readonly frontmatter?: Readonly<Record<never, never>>
}

export interface DocPageContext extends DocsPageContext, NodePage {
  /** The API entry of a page under api/, resolved at build time (src/node/api-reference.ts). */
  readonly api: ResolvedApiEntry | null
}

/** A sidebar category's generated index. */
export interface DocCategoryPageContext extends DocsPageContext {
  readonly category: SidebarCategory
}

/** /docs: every sidebar with its categories. */
export interface DocsRootPageContext {
  readonly sidebars: ReadonlyArray<Sidebar>
}

/** /docs/tags: every doc tag. */
export interface DocTagsPageContext {
  readonly tags: ReadonlyArray<DocTagPage>
}

/** /docs/tags/<tag>: the docs of one tag. */
export interface DocTagPageContext {
  readonly tag: DocTagPage
}

/** A page of the paginated blog list. */
export interface BlogListPageContext extends BlogSidebarContext, TestOnlyMark {
  readonly posts: ReadonlyArray<BlogPostSummary>
  /** 1-based page number. */
  readonly page: number
  readonly pageCount: number
}

export interface BlogPostPageContext extends BlogSidebarContext, TestOnlyMark, NodePage {
  readonly post: BlogPostSummary
  /** Public URL of the post's own image, if it has one. */
  readonly image: string | null
  readonly tableOfContents: MdxTableOfContents | null
  readonly newer: BlogPostLink | null
  readonly older: BlogPostLink | null
}

export interface BlogArchivePageContext extends BlogSidebarContext {
  readonly years: ReadonlyArray<{ readonly year: string; readonly posts: ReadonlyArray<BlogPostLink> }>
}

export interface BlogAuthorsPageContext extends BlogSidebarContext {
  /** Every author with the number of posts they wrote. */
  readonly authors: ReadonlyArray<BlogAuthorData & { readonly count: number }>
}

export interface BlogAuthorPageContext extends BlogSidebarContext, TestOnlyMark {
  readonly author: BlogAuthorData
  readonly posts: ReadonlyArray<BlogPostSummary>
}

export interface BlogTagsPageContext extends BlogSidebarContext {
  readonly tags: ReadonlyArray<BlogTagData>
}

export interface BlogTagPageContext extends BlogSidebarContext, TestOnlyMark {
  readonly tag: BlogTagData
  readonly posts: ReadonlyArray<BlogPostSummary>
}

/** A standalone page of content/pages. */
export interface MarkdownPageContext extends NodePage {
  /** The release notes, for a page that shows them with <WhatChanged /> (src/node/markdown-pages.ts). */
  readonly releaseNotes?: ReadonlyArray<ReleaseNotes>
}

/** A page only the browser tests use (src/test-pages). */
export interface TestPageContext {
  readonly testOnly: true
}

/** The page kinds the planners create, each with its context. */
export interface PageContexts {
  readonly doc: DocPageContext
  readonly docCategory: DocCategoryPageContext
  readonly docsRoot: DocsRootPageContext
  readonly docTags: DocTagsPageContext
  readonly docTag: DocTagPageContext
  readonly blogList: BlogListPageContext
  readonly blogPost: BlogPostPageContext
  readonly blogArchive: BlogArchivePageContext
  readonly blogAuthors: BlogAuthorsPageContext
  readonly blogAuthor: BlogAuthorPageContext
  readonly blogTags: BlogTagsPageContext
  readonly blogTag: BlogTagPageContext
  readonly markdownPage: MarkdownPageContext
  readonly testCrash: TestPageContext
}

export type PageKind = keyof PageContexts

/** The home page (src/pages/index.tsx); its context is added when Gatsby creates it (src/node/home-demo.ts). */
export interface HomePageContext {
  /** The Quick Demo's files. */
  readonly quickDemo: ReadonlyArray<PlaygroundFile>
  /** The sample beside "Why Cotton Box" (content/home/why/cart.tsx), and its names' types. */
  readonly whySample: string
  readonly codeTypes?: PageCodeTypes
}

/** The other pages of src/pages (404, search) carry nothing. */
export type EmptyPageContext = Readonly<Record<never, never>>

/** The context of any page of the site, as the layout receives it. */
export type SitePageContext = PageContexts[PageKind] | HomePageContext | EmptyPageContext

/** The context of a page whose body is an MDX file (src/node/site-pages.ts mdxSitePage). */
export type MdxPageContext = PageContexts['doc' | 'blogPost' | 'markdownPage']
