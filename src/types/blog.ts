import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** Blog data handed to the blog templates through page context (planned in src/node/blog). */

export interface BlogLink {
  readonly label: string
  readonly path: string
}

export interface BlogAuthorData {
  readonly key: string
  readonly name: string
  readonly title: string | null
  readonly url: string | null
  /** Route of the author's page. */
  readonly path: string
  readonly avatar: IGatsbyImageData | null
  readonly socials: ReadonlyArray<{ readonly platform: string; readonly label: string; readonly url: string }>
}

export interface BlogPostLink {
  readonly title: string
  readonly path: string
  /** YYYY-MM-DD */
  readonly date: string
}

export interface BlogPostSummary extends BlogPostLink {
  readonly id: string
  readonly description: string
  /** Plain-text paragraphs before the truncate marker. */
  readonly excerpt: ReadonlyArray<string>
  readonly truncated: boolean
  readonly readingMinutes: number
  readonly authors: ReadonlyArray<BlogAuthorData>
  readonly tags: ReadonlyArray<BlogLink>
}

export interface BlogTagData extends BlogLink {
  readonly count: number
}

/** What every blog page carries for the blog sidebar: the most recent posts. */
export interface BlogSidebarContext {
  readonly recentPosts: ReadonlyArray<BlogPostLink>
}
