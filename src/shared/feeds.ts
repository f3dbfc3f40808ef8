import feeds from './blog-feeds.json'

export type BlogFeedFile = 'rss.xml' | 'atom.xml' | 'feed.json'

export interface BlogFeed {
  readonly file: BlogFeedFile
  /** The feed's media type, as served and as linked from the head. */
  readonly type: string
  readonly title: string
  readonly route: string
}

/**
 * The blog's feeds (written by src/node/blog/feeds.ts, linked from every page's head and the
 * footer). Kept in JSON so that scripts/serve.mjs serves each with its media type.
 */
export const BLOG_FEEDS = feeds as ReadonlyArray<BlogFeed>
