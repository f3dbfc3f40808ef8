/** The blog's feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1, written into the build output. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { siteConfig } from '../../config/site'
import { BLOG_FEEDS, type BlogFeedFile } from '../../shared/feeds'
import { siteBaseUrl } from '../../shared/page-url'
import { BLOG_ROUTE } from '../../shared/routes'
import { escapeMarkup } from '../../shared/escape-markup'

export interface FeedPost {
  readonly title: string
  /** Route without the path prefix. */
  readonly path: string
  /** YYYY-MM-DD */
  readonly date: string
  readonly description: string
  readonly authors: ReadonlyArray<{ readonly name: string; readonly url: string | null }>
  readonly tags: ReadonlyArray<string>
}

export interface FeedSite {
  readonly title: string
  readonly description: string
  /** Origin plus path prefix, e.g. https://glyph-cat.github.io/cotton-box */
  readonly baseUrl: string
}

const feedUrl = (site: FeedSite, file: BlogFeedFile) =>
  `${site.baseUrl}${BLOG_FEEDS.find((feed) => feed.file === file)!.route}`

const isoDate = (date: string) => `${date}T00:00:00.000Z`
/** RFC 822 date, as RSS wants it. */
const rfc822Date = (date: string) => new Date(isoDate(date)).toUTCString()
const lastUpdate = (posts: ReadonlyArray<FeedPost>) =>
  posts
    .map((post) => post.date)
    .sort()
    .at(-1) ?? '1970-01-01'

export function rssFeed(site: FeedSite, posts: ReadonlyArray<FeedPost>): string {
  const blogUrl = `${site.baseUrl}${BLOG_ROUTE}`
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeMarkup(post.title)}</title>
      <link>${escapeMarkup(site.baseUrl + post.path)}</link>
      <guid isPermaLink="true">${escapeMarkup(site.baseUrl + post.path)}</guid>
      <pubDate>${rfc822Date(post.date)}</pubDate>
      <description>${escapeMarkup(post.description)}</description>
${post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>\n`).join('')}    </item>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(`${site.title} Blog`)}</title>
    <link>${escapeMarkup(blogUrl)}</link>
    <description>${escapeMarkup(site.description)}</description>
    <language>${siteConfig.locale.code}</language>
    <lastBuildDate>${rfc822Date(lastUpdate(posts))}</lastBuildDate>
    <atom:link href="${escapeMarkup(feedUrl(site, 'rss.xml'))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
}

export function atomFeed(site: FeedSite, posts: ReadonlyArray<FeedPost>): string {
  const blogUrl = `${site.baseUrl}${BLOG_ROUTE}`
  const entries = posts.map(
    (post) => `  <entry>
    <title>${escapeMarkup(post.title)}</title>
    <id>${escapeMarkup(site.baseUrl + post.path)}</id>
    <link href="${escapeMarkup(site.baseUrl + post.path)}"/>
    <updated>${isoDate(post.date)}</updated>
    <published>${isoDate(post.date)}</published>
    <summary>${escapeMarkup(post.description)}</summary>
${post.authors.map((author) => `    <author><name>${escapeMarkup(author.name)}</name>${author.url ? `<uri>${escapeMarkup(author.url)}</uri>` : ''}</author>\n`).join('')}${post.tags.map((tag) => `    <category term="${escapeMarkup(tag)}"/>\n`).join('')}  </entry>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeMarkup(`${site.title} Blog`)}</title>
  <subtitle>${escapeMarkup(site.description)}</subtitle>
  <id>${escapeMarkup(blogUrl)}</id>
  <link href="${escapeMarkup(blogUrl)}"/>
  <link rel="self" href="${escapeMarkup(feedUrl(site, 'atom.xml'))}"/>
  <updated>${isoDate(lastUpdate(posts))}</updated>
${entries.join('\n')}
</feed>
`
}

export function jsonFeed(site: FeedSite, posts: ReadonlyArray<FeedPost>): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${site.title} Blog`,
    description: site.description,
    home_page_url: `${site.baseUrl}${BLOG_ROUTE}`,
    feed_url: feedUrl(site, 'feed.json'),
    language: siteConfig.locale.code,
    items: posts.map((post) => ({
      id: site.baseUrl + post.path,
      url: site.baseUrl + post.path,
      title: post.title,
      summary: post.description,
      content_text: post.description,
      date_published: isoDate(post.date),
      authors: post.authors.map((author) =>
        author.url ? { name: author.name, url: author.url } : { name: author.name },
      ),
      tags: post.tags,
    })),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}

const writers: Record<BlogFeedFile, (site: FeedSite, posts: ReadonlyArray<FeedPost>) => string> = {
  'rss.xml': rssFeed,
  'atom.xml': atomFeed,
  'feed.json': jsonFeed,
}

interface FeedQuery {
  readonly allBlogPost: {
    readonly nodes: ReadonlyArray<Omit<FeedPost, 'authors'> & { readonly authors: FeedPost['authors'] }>
  }
}

/** onPostBuild: writes every feed into public/blog, newest post first. */
export async function writeBlogFeeds(args: BuildArgs): Promise<void> {
  const result = await args.graphql<FeedQuery>(`
    query BlogForFeeds {
      allBlogPost(sort: [{ date: DESC }, { title: ASC }]) {
        nodes { title path date description tags authors { name url } }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the blog for its feeds: ${String(result.errors)}`)
  const site: FeedSite = { title: siteConfig.title, description: siteConfig.tagline, baseUrl: siteBaseUrl }
  const folder = path.join('public', BLOG_ROUTE)
  mkdirSync(folder, { recursive: true })
  for (const { file } of BLOG_FEEDS)
    writeFileSync(path.join(folder, file), writers[file](site, result.data.allBlogPost.nodes))
}
