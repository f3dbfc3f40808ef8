import feeds from '../config/blog-feeds.json'

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
 * footer), as the configuration lists them in src/config/blog-feeds.json.
 */
export const BLOG_FEEDS = feeds as ReadonlyArray<BlogFeed>
