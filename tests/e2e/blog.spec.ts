import { expect, test, type Page } from '@playwright/test'
import { parse } from 'node-html-parser'
import { builtRoutes, oneRoutePerTemplate, pageTemplate } from './built-routes'
import { headValues } from './head-tags'
import { open } from './open'
import { base } from './expected-routes'

// The test build adds ten fixture posts (tests/fixtures/blog), seven from 2023 and three from 2025,
// to the real 2024 post.
const post = { title: 'Reincarnation of an Old Package', route: `${base}/blog/reincarnation-of-an-old-package` }
// The post's title in a list of posts (the sidebar links it too).
const postLink = (page: Page) => page.getByRole('heading', { level: 2, name: post.title }).getByRole('link')
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Recent blog posts' })

test.describe('blog list', () => {
  test('shows ten posts per page, newest first, with excerpts and "Read more"', async ({ page }) => {
    await open(page, `${base}/blog`)
    await expect(page).toHaveTitle('Blog | Cotton Box')
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(titles).toHaveCount(10)
    await expect(titles.first()).toHaveText('Release notes checklist')
    await expect(postLink(page)).toBeVisible()
    const entry = page.getByRole('article').filter({ has: postLink(page) })
    await expect(entry.locator('time')).toHaveAttribute('datetime', '2024-03-31')
    await expect(entry).toContainText('March 31, 2024')
    await expect(entry).toContainText('It is the next life of react-relink')
    await expect(entry).not.toContainText('The code grew bloated')
    await entry.getByRole('link', { name: `Read more about ${post.title}` }).click()
    await expect(page).toHaveURL(post.route)
  })

  test('continues on /blog/page/2 with the oldest post, and links back', async ({ page }) => {
    await open(page, `${base}/blog`)
    await page
      .getByRole('navigation', { name: 'Blog list pages' })
      .getByRole('link', { name: /Older entries/ })
      .click()
    await expect(page).toHaveURL(`${base}/blog/page/2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog (page 2)')
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'The first prototype',
    ])
    await page
      .getByRole('navigation', { name: 'Blog list pages' })
      .getByRole('link', { name: /Newer entries/ })
      .click()
    await expect(page).toHaveURL(`${base}/blog`)
  })
})

test.describe('blog post', () => {
  test('shows title, machine-readable date, reading time, author with avatar, tags and links to the docs', async ({
    page,
  }) => {
    await open(page, post.route)
    await expect(page).toHaveTitle(`${post.title} | Cotton Box`)
    const header = page.getByRole('main').locator('header').first()
    await expect(header.locator('time')).toHaveAttribute('datetime', '2024-03-31')
    await expect(header).toContainText(/\d+ min read/)
    await expect(header.getByRole('link', { name: 'GlyphCat' })).toHaveAttribute(
      'href',
      `${base}/blog/authors/glyphcat`,
    )
    const avatar = header.locator('img').first()
    await expect(avatar).toBeVisible()
    expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const tags = page.getByRole('list', { name: 'Tags' })
    await expect(tags.getByRole('link')).toHaveText(['react', 'react-relink'])
    await expect(page.getByRole('link', { name: 'Which state manager should I use?' })).toHaveAttribute(
      'href',
      `${base}/docs/learn/tutorial/which-state-manager-should-i-use`,
    )
    await expect(page.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      `${base}/docs/learn/react/migration-from-react-relink`,
    )
  })

  test('has a table of contents of its h2 headings and links to the newer and older posts', async ({ page }) => {
    await open(page, post.route)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link')).toHaveText([
      'Three problems',
      'Two packages instead of one',
      'Three state managers, in layers',
    ])
    const neighbours = page.getByRole('navigation', { name: 'Blog posts' })
    await expect(neighbours.getByRole('link', { name: /Newer post/ })).toContainText('Selectors in forms')
    await expect(neighbours.getByRole('link', { name: /Older post/ })).toContainText(
      'Watching two state managers at once',
    )
  })

  test('the sidebar lists recent posts grouped by year and marks the current one', async ({ page }) => {
    await open(page, `${base}/blog/selectors-in-forms`)
    // Each year names its list (the years are text, not headings: see "heading order").
    const years = sidebar(page).getByRole('list')
    await expect(years).toHaveCount(3)
    for (const [index, year] of ['2025', '2024', '2023'].entries()) {
      await expect(years.nth(index)).toHaveAccessibleName(year)
    }
    await expect(sidebar(page).getByRole('list', { name: '2024' }).getByRole('link')).toHaveText([post.title])
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Selectors in forms')
  })

  test('its head carries the description, canonical URL, article dates and a BlogPosting', async ({ page }) => {
    await open(page, post.route)
    const url = `https://glyph-cat.github.io${post.route}`
    await expect.poll(() => headValues(page, 'link[rel="canonical"]', 'href')).toEqual([url])
    await expect
      .poll(() => headValues(page, 'meta[name="description"]', 'content'))
      .toEqual([expect.stringMatching(/^Why react-relink became two packages/)])
    await expect.poll(() => headValues(page, 'meta[property="og:type"]', 'content')).toEqual(['article'])
    await expect
      .poll(() => headValues(page, 'meta[property="article:published_time"]', 'content'))
      .toEqual(['2024-03-31T00:00:00.000Z'])
    await expect.poll(() => headValues(page, 'meta[name="twitter:card"]', 'content')).toEqual(['summary_large_image'])
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      author?: unknown
    }
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2024-03-31T00:00:00.000Z',
      url,
    })
    expect(data.author).toEqual([{ '@type': 'Person', name: 'GlyphCat', url: 'https://github.com/glyph-cat' }])
  })
})

test.describe('archive, authors and tags', () => {
  test('the archive groups every post by year, newest year first', async ({ page }) => {
    await open(page, `${base}/blog/archive`)
    // Years are h2 headings here; the sidebar's are h3.
    const year = (name: string) =>
      page.getByRole('region', { name }).filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(page.getByRole('heading', { level: 2, name: /^\d{4}$/ })).toHaveText(['2025', '2024', '2023'])
    await expect(year('2025').getByRole('link')).toHaveCount(3)
    await expect(year('2024').getByRole('link')).toHaveText([post.title])
    await expect(year('2023').getByRole('link')).toHaveCount(7)
  })

  test('the authors list links to each author, whose page lists their posts', async ({ page }) => {
    await open(page, `${base}/blog/authors`)
    await expect(page.getByRole('main')).toContainText('11 posts')
    await page.getByRole('main').getByRole('link', { name: 'GlyphCat' }).click()
    await expect(page).toHaveURL(`${base}/blog/authors/glyphcat`)
    await expect(postLink(page)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/glyph-cat',
    )
  })

  test('the tags list shows counts, and each tag page lists its posts', async ({ page }) => {
    await open(page, `${base}/blog/tags`)
    await expect(page.getByRole('link', { name: 'react, 3 posts' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'react-relink, 1 post' })).toBeVisible()
    await page.getByRole('link', { name: 'react, 3 posts' }).click()
    await expect(page).toHaveURL(`${base}/blog/tags/react`)
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Release notes checklist',
      'Selectors in forms',
      post.title,
    ])
    await open(page, `${base}/blog/tags/react-relink`)
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      post.title,
    ])
  })
})

test.describe('heading order', () => {
  test('on every blog page the first heading is the h1: the sidebar before it holds none', async ({ page }) => {
    const routes = builtRoutes().filter((route) => route === '/blog' || route.startsWith('/blog/'))
    expect(routes.length).toBeGreaterThan(8)
    const firstHeadings: string[] = []
    for (const route of routes) {
      await page.goto(`${base}${route}`)
      const first = await page.evaluate(
        () => document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]')?.tagName,
      )
      firstHeadings.push(`${route}: ${first}`)
    }
    expect(firstHeadings).toEqual(routes.map((route) => `${route}: H1`))
    await expect(sidebar(page).getByText('Recent posts', { exact: true })).toBeVisible()
  })
})

test.describe('feeds', () => {
  const feeds = [
    { route: '/blog/rss.xml', type: 'application/rss+xml' },
    { route: '/blog/atom.xml', type: 'application/atom+xml' },
    { route: '/blog/feed.json', type: 'application/feed+json' },
  ]
  for (const feed of feeds) {
    test(`${feed.route} is served as ${feed.type} with the post at its absolute URL`, async ({ request }) => {
      const response = await request.get(`${base}${feed.route}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain(feed.type)
      expect(await response.text()).toContain(`https://glyph-cat.github.io${post.route}`)
    })
  }

  test('every page links the feeds from its head and footer: a page of each template, as served', async ({
    request,
  }) => {
    const routes = [...oneRoutePerTemplate(builtRoutes())]
    // The docs, the blog, the home page, a Markdown page, the search page and the not-found page at least.
    for (const route of [
      '/',
      '/docs/learn/tutorial/setup',
      '/blog',
      '/blog/reincarnation-of-an-old-package',
      '/versions',
      '/search',
      '/404',
    ]) {
      expect(
        routes.map((candidate) => pageTemplate(candidate)),
        route,
      ).toContain(pageTemplate(route))
    }
    for (const route of routes) {
      const html = parse(await (await request.get(`${base}${route}`)).text())
      for (const feed of feeds) {
        expect(
          html.querySelector(`head link[rel="alternate"][type="${feed.type}"]`)?.getAttribute('href'),
          `${route}: ${feed.type}`,
        ).toBe(`${base}${feed.route}`)
      }
      const footerLinks = html.querySelectorAll('footer a').filter((link) => link.text.trim() === 'Blog RSS Feed')
      expect(
        footerLinks.map((link) => link.getAttribute('href')),
        `${route}: footer`,
      ).toEqual([`${base}/blog/rss.xml`])
    }
  })
})

test.describe('blog on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the blog sidebar moves into the navigation menu', async ({ page }) => {
    await open(page, post.route)
    await expect(sidebar(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    await expect(menu.getByRole('navigation', { name: 'Recent blog posts' })).toBeVisible()
    await menu.getByRole('button', { name: '← Back to main menu' }).click()
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeVisible()
  })
})
