import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { parseAuthors } from '../../src/node/blog/authors'
import { postExcerpt } from '../../src/node/blog/excerpt'
import { atomFeed, jsonFeed, rssFeed, type FeedPost, type FeedSite } from '../../src/node/blog/feeds'
import { collectBlogTags } from '../../src/node/blog/posts'
import { readableText, readingMinutes } from '../../src/node/blog/reading-time'
import { calendarDate } from '../../src/node/frontmatter'
import { groupByYear, postCountLabel, readingTimeLabel } from '../../src/shared/blog'

describe('post excerpt', () => {
  it('is every paragraph before the truncate marker, as plain text', () => {
    const body =
      'First **bold** idea with [a link](/docs).\n\nSecond idea.\n\n{/* truncate */}\n\n## Later\n\nHidden.\n'
    expect(postExcerpt(body)).toEqual({ paragraphs: ['First bold idea with a link.', 'Second idea.'], truncated: true })
  })

  it('accepts spacing variations of the marker', () => {
    expect(postExcerpt('Intro.\n\n{ /*truncate*/ }\n\nRest.').paragraphs).toEqual(['Intro.'])
  })

  it('is the first paragraph of a post without a marker, truncated only when more follows', () => {
    expect(postExcerpt('Only one paragraph.')).toEqual({ paragraphs: ['Only one paragraph.'], truncated: false })
    expect(postExcerpt('One.\n\nTwo.')).toEqual({ paragraphs: ['One.'], truncated: true })
  })
})

describe('reading time', () => {
  it('drops fence lines, MDX comments, imports and JSX tags but keeps prose and code', () => {
    const text = readableText(
      'import X from \'./x\'\n\nSome prose.\n\n```ts title="a.ts"\nconst a = 1\n```\n\n{/* truncate */}\n<Tabs>inside</Tabs>\n',
    )
    expect(text).toContain('Some prose.')
    expect(text).toContain('const a = 1')
    expect(text).toContain('inside')
    expect(text).not.toMatch(/```|import X|truncate|<Tabs>/)
  })

  it('counts about 200 words a minute, shown as whole minutes and at least one', () => {
    const words = Array.from({ length: 400 }, () => 'word').join(' ')
    expect(readingMinutes(words)).toBeCloseTo(2, 1)
    expect(readingTimeLabel(readingMinutes(words))).toBe('2 min read')
    expect(readingTimeLabel(readingMinutes('Short.'))).toBe('1 min read')
  })

  it('is not inflated by the markup around code', () => {
    const prose = Array.from({ length: 200 }, () => 'word').join(' ')
    const fence = '\n\n```ts title="store.ts" showLineNumbers {1-3}\n```\n'
    expect(readingMinutes(prose + fence.repeat(30))).toBe(readingMinutes(prose))
  })
})

describe('blog grouping and counts', () => {
  const posts = [
    { title: 'C', date: '2025-02-01' },
    { title: 'B', date: '2024-03-31' },
    { title: 'A', date: '2024-01-05' },
  ]

  it('groups posts by year, newest year first, keeping their order', () => {
    expect(groupByYear(posts)).toEqual([
      { year: '2025', posts: [posts[0]] },
      { year: '2024', posts: [posts[1], posts[2]] },
    ])
  })

  it('counts each tag across posts and sorts tags by name', () => {
    const tag = (label: string) => ({ label, path: `/blog/tags/${label}` })
    expect(collectBlogTags([{ tags: [tag('react'), tag('react-relink')] }, { tags: [tag('react')] }])).toEqual([
      { label: 'react', path: '/blog/tags/react', count: 2 },
      { label: 'react-relink', path: '/blog/tags/react-relink', count: 1 },
    ])
  })

  it('says "1 post" and "2 posts"', () => {
    expect(postCountLabel(1)).toBe('1 post')
    expect(postCountLabel(2)).toBe('2 posts')
  })
})

describe('post dates', () => {
  it('accept YYYY-MM-DD as a string or as the Date YAML makes of it', () => {
    expect(calendarDate('2024-03-31')).toBe('2024-03-31')
    expect(calendarDate(new Date('2024-03-31T00:00:00Z'))).toBe('2024-03-31')
  })

  it('reject other formats and impossible days', () => {
    expect(calendarDate('31/03/2024')).toBeNull()
    expect(calendarDate('2024-02-30')).toBeNull()
    expect(calendarDate(20240331)).toBeNull()
  })
})

describe('authors file', () => {
  const exists = (file: string) => file.endsWith('glyphcat.png')

  it('reads name, url, a local image and social profiles', () => {
    const { authors, problems } = parseAuthors(
      {
        glyphcat: {
          name: 'GlyphCat',
          url: 'https://github.com/glyph-cat',
          image: './authors/glyphcat.png',
          socials: { github: 'https://github.com/glyph-cat' },
        },
      },
      'content/blog/authors.yml',
      exists,
    )
    expect(problems).toEqual([])
    expect(authors[0]).toMatchObject({
      key: 'glyphcat',
      name: 'GlyphCat',
      socials: [{ platform: 'github', label: 'GitHub', url: 'https://github.com/glyph-cat' }],
    })
    expect(authors[0].imagePath).toMatch(/content\/blog\/authors\/glyphcat\.png$/)
  })

  it('names the file and the author for each problem, and never takes a remote image', () => {
    const { authors, problems } = parseAuthors(
      {
        nameless: { url: 'ftp://x' },
        remote: { name: 'R', image: 'https://github.com/glyph-cat.png' },
        odd: { name: 'O', sociols: {} },
      },
      'content/blog/authors.yml',
      exists,
    )
    expect(authors).toEqual([])
    expect(problems).toEqual([
      'content/blog/authors.yml: author "nameless" needs a "name"',
      'content/blog/authors.yml: author "nameless": "url" must be an http(s) URL',
      'content/blog/authors.yml: author "remote": "image" must be a path to a local image next to authors.yml (images are never fetched from the network)',
      'content/blog/authors.yml: author "odd" has the unknown field "sociols" (allowed: name, title, url, image, socials)',
    ])
  })
})

describe('feeds', () => {
  const site: FeedSite = {
    title: 'Cotton Box',
    description: 'State managers & more',
    baseUrl: 'https://glyph-cat.github.io/cotton-box',
  }
  const posts: FeedPost[] = [
    {
      title: 'Newer <post>',
      path: '/blog/newer',
      date: '2025-01-02',
      description: 'Second & last.',
      authors: [{ name: 'GlyphCat', url: 'https://github.com/glyph-cat' }],
      tags: ['react'],
    },
    {
      title: 'Older',
      path: '/blog/older',
      date: '2024-03-31',
      description: 'First.',
      authors: [{ name: 'GlyphCat', url: null }],
      tags: [],
    },
  ]
  const parser = new XMLParser({ ignoreAttributes: false })

  it('RSS 2.0 is well-formed XML with the channel and item elements RSS requires', () => {
    const xml = rssFeed(site, posts)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = parser.parse(xml) as { rss: { '@_version': string; channel: { item: unknown[] } } }
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel).toMatchObject({
      title: 'Cotton Box Blog',
      link: 'https://glyph-cat.github.io/cotton-box/blog',
      description: 'State managers & more',
    })
    expect(rss.channel.item).toHaveLength(2)
    expect(rss.channel.item[0]).toMatchObject({
      title: 'Newer <post>',
      link: 'https://glyph-cat.github.io/cotton-box/blog/newer',
      pubDate: 'Thu, 02 Jan 2025 00:00:00 GMT',
    })
  })

  it('Atom is well-formed XML with the feed and entry elements Atom requires', () => {
    const xml = atomFeed(site, posts)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { feed } = parser.parse(xml) as {
      feed: {
        '@_xmlns': string
        entry: Array<{ id: string; title: string; updated: string; author: { name: string } }>
      }
    }
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed).toMatchObject({
      title: 'Cotton Box Blog',
      id: 'https://glyph-cat.github.io/cotton-box/blog',
      updated: '2025-01-02T00:00:00.000Z',
    })
    expect(feed.entry).toHaveLength(2)
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/glyph-cat\.github\.io\/cotton-box\/blog\//)
      expect(entry.title).toBeTruthy()
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      expect(entry.author.name).toBe('GlyphCat')
    }
  })

  it('JSON Feed 1.1 has its version, the feed URL and an item per post', () => {
    const feed = JSON.parse(jsonFeed(site, posts)) as {
      version: string
      feed_url: string
      items: Array<{ id: string }>
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.feed_url).toBe('https://glyph-cat.github.io/cotton-box/blog/feed.json')
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual([
      'https://glyph-cat.github.io/cotton-box/blog/newer',
      'https://glyph-cat.github.io/cotton-box/blog/older',
    ])
    expect(feed.items[0]).toMatchObject({
      title: 'Newer <post>',
      date_published: '2025-01-02T00:00:00.000Z',
      tags: ['react'],
    })
  })
})
