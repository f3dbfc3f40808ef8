import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import { parse, type HTMLElement } from 'node-html-parser'
import { isTestOnly, oneRoutePerTemplate } from './built-routes'
import { headValues } from './head-tags'
import { open } from './open'
import { apiPages, base, categoryIndexes, learnPages, otherPages, siteTitle, tagline } from './expected-routes'

const siteUrl = 'https://glyph-cat.github.io/cotton-box'
const canonicalOf = (route: string) => `${siteUrl}${route === '/' ? '/' : route}`
const publicDir = path.resolve('public')

/** Every page of the build: each folder of public/ with an index.html (the build's page data decides the rest). */
function builtRoutes(folder = publicDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'page-data' || entry.name === 'static') return []
    const inner = path.join(folder, entry.name)
    const route = `/${path.relative(publicDir, inner).split(path.sep).join('/')}`
    return [...(existsSync(path.join(inner, 'index.html')) ? [route] : []), ...builtRoutes(inner)]
  })
}

const notFound = (route: string) => route === '/404'
const allRoutes = ['/', ...builtRoutes()].filter((route) => !notFound(route))
const testOnlyRoutes = allRoutes.filter((route) => isTestOnly(route))
const docsRoutes = [...categoryIndexes, ...learnPages, ...apiPages].map((page) => page.route)
/** The routes of the blog posts in `folder`: each MDX file's name under /blog. */
const postRoutesIn = (folder: string) =>
  readdirSync(path.resolve(folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `/blog/${path.basename(file, '.mdx')}`)
const fixturePostRoutes = postRoutesIn('tests/fixtures/blog')
const postRoutes = [...postRoutesIn('content/blog'), ...fixturePostRoutes]
/** The standalone pages of content/pages (versions.mdx is /versions): searched like docs pages. */
const standaloneRoutes = readdirSync(path.resolve('content/pages'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `/${path.basename(file, '.mdx')}`)

interface HeadFacts {
  readonly title: string
  readonly description: string | undefined
  readonly canonical: string | undefined
  readonly meta: (key: string) => string | undefined
  readonly jsonLd: unknown[]
  readonly root: HTMLElement
}

async function headOf(request: APIRequestContext, route: string): Promise<HeadFacts> {
  const response = await request.get(`${base}${route === '/' ? '/' : route}`)
  expect(response.status(), route).toBe(200)
  const root = parse(await response.text())
  const meta = (key: string) =>
    root.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')
  return {
    title: root.querySelector('title')?.text ?? '',
    description: meta('description'),
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    meta,
    jsonLd: root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as unknown),
    root,
  }
}

interface BreadcrumbList {
  '@type': 'BreadcrumbList'
  itemListElement: Array<{ '@type': string; position: number; name: string; item: string }>
}
const breadcrumbListsOf = (head: HeadFacts) =>
  head.jsonLd.filter((data): data is BreadcrumbList => (data as { '@type'?: string })['@type'] === 'BreadcrumbList')

test.describe('page heads', () => {
  test('the build has the pages the tests expect, and marks the test-only ones in their page data', () => {
    for (const route of [
      '/',
      ...[...categoryIndexes, ...learnPages, ...apiPages, ...otherPages].map((page) => page.route),
    ]) {
      expect(allRoutes, route).toContain(route)
    }
    expect(fixturePostRoutes.length).toBeGreaterThan(0)
    expect(testOnlyRoutes).toEqual(expect.arrayContaining(['/test/crash', ...fixturePostRoutes]))
    expect(testOnlyRoutes).not.toContain('/blog/reincarnation-of-an-old-package')
  })

  test('every page has a unique title, a description, its own canonical URL and absolute social cards', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const titles = new Map<string, string>()
    const cards = new Set<string>()
    for (const route of allRoutes) {
      const head = await headOf(request, route)
      expect(head.title, route).not.toBe('')
      expect(
        titles.get(head.title),
        `${route} has the title "${head.title}" of ${titles.get(head.title)}`,
      ).toBeUndefined()
      titles.set(head.title, route)
      expect(head.description?.trim(), `${route} description`).toBeTruthy()
      expect(head.canonical, `${route} canonical`).toBe(canonicalOf(route))
      expect(head.meta('og:url'), `${route} og:url`).toBe(canonicalOf(route))
      for (const key of ['og:title', 'og:description', 'twitter:title', 'twitter:description'])
        expect(head.meta(key)?.trim(), `${route} ${key}`).toBeTruthy()
      expect(head.meta('twitter:card'), route).toBe('summary_large_image')
      for (const key of ['og:image', 'twitter:image']) {
        const image = head.meta(key) ?? ''
        expect(image, `${route} ${key}`).toMatch(new RegExp(`^${siteUrl}/`))
        cards.add(image)
      }
    }
    for (const card of cards) {
      const response = await request.get(`${base}${card.slice(siteUrl.length)}`)
      expect(response.status(), card).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    }
  })

  test('every page but the home page says its title alike: h1, document title, breadcrumb, JSON-LD and search record', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const records = JSON.parse(readFileSync(path.join(publicDir, 'search-records.json'), 'utf8')) as Array<{
      url: string
      hierarchy: { lvl1: string | null }
    }>
    const lvl1ByPage = new Map(records.map((record) => [record.url.replace(/#.*$/, ''), record.hierarchy.lvl1]))
    // Docs pages have breadcrumbs, visible and as JSON-LD; docs pages, standalone pages and blog posts are searched.
    const hasBreadcrumbs = new Set(docsRoutes)
    const isSearched = new Set([...docsRoutes, ...standaloneRoutes, ...postRoutes])
    for (const route of allRoutes.filter((candidate) => candidate !== '/')) {
      const head = await headOf(request, route)
      const heading = head.root.querySelector('h1')?.text.trim()
      expect(head.title, route).toBe(`${heading} | ${siteTitle}`)
      const crumbs = head.root.querySelectorAll('nav[aria-label="Breadcrumbs"] li')
      const trail = breadcrumbListsOf(head)[0]?.itemListElement ?? []
      const lvl1 = lvl1ByPage.get(canonicalOf(route))
      if (hasBreadcrumbs.has(route)) {
        expect(crumbs.at(-1)?.text.trim(), `${route} breadcrumb`).toBe(heading)
        expect(trail.at(-1)?.name, `${route} JSON-LD`).toBe(heading)
      } else {
        expect(
          crumbs.map((crumb) => crumb.text),
          `${route} has no breadcrumbs`,
        ).toEqual([])
        expect(trail, `${route} has no BreadcrumbList`).toEqual([])
      }
      if (isSearched.has(route)) expect(lvl1, `${route} search record`).toBe(heading)
      else expect(lvl1, `${route} has no search record`).toBeUndefined()
    }
    // The two learn "Setup" pages are told apart by their titles; the sidebar keeps the short label.
    expect((await headOf(request, '/docs/learn/tutorial/setup')).title).toBe(`Setup | ${siteTitle}`)
    expect((await headOf(request, '/docs/learn/react/setup')).title).toBe(`React Setup | ${siteTitle}`)
    expect((await headOf(request, '/docs/tags')).title).toBe(`Docs tags | ${siteTitle}`)
    expect((await headOf(request, '/blog/tags')).title).toBe(`Blog tags | ${siteTitle}`)
  })

  test('docs pages carry a BreadcrumbList from Docs down to the page, matching the visible breadcrumbs', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    for (const route of docsRoutes) {
      const head = await headOf(request, route)
      const lists = breadcrumbListsOf(head)
      expect(lists, route).toHaveLength(1)
      const items = lists[0].itemListElement
      const visible = head.root.querySelectorAll('nav[aria-label="Breadcrumbs"] li').slice(1)
      expect(
        items.map((item) => item.name),
        route,
      ).toEqual(['Docs', ...visible.map((crumb) => crumb.text.trim())])
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      expect(items[0].item).toBe(`${siteUrl}/docs`)
      expect(items.at(-1)!.item, route).toBe(canonicalOf(route))
      const categoryHref = visible[0]?.querySelector('a')?.getAttribute('href')
      if (items.length === 3) expect(items[1].item).toBe(`https://glyph-cat.github.io${categoryHref}`)
    }
    const setup = breadcrumbListsOf(await headOf(request, '/docs/learn/react/setup'))[0]
    expect(setup.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Docs', item: `${siteUrl}/docs` },
      { '@type': 'ListItem', position: 2, name: 'Using with React', item: `${siteUrl}/docs/learn/react` },
      { '@type': 'ListItem', position: 3, name: 'React Setup', item: `${siteUrl}/docs/learn/react/setup` },
    ])
    const core = breadcrumbListsOf(await headOf(request, '/docs/api/core'))[0]
    expect(core.itemListElement.map((item) => item.name)).toEqual(['Docs', 'Core'])
    for (const route of ['/', '/blog', '/blog/reincarnation-of-an-old-package', '/docs', '/search']) {
      expect(breadcrumbListsOf(await headOf(request, route)), route).toHaveLength(0)
    }
  })

  // Under React 19 the head tags a page settles on are React's own copies; Gatsby removes the
  // server's a moment after hydration (head-tags.ts). A tag left doubled stays doubled.
  for (const route of oneRoutePerTemplate(allRoutes))
    test(`after hydration, ${route} has each of its head tags once`, async ({ page }) => {
      await open(page, `${base}${route}`)
      await page.waitForLoadState('networkidle')
      const doubled = () =>
        page.evaluate(() => {
          const tags = [...document.head.querySelectorAll('title, meta, link, script[type="application/ld+json"]')]
          const seen = new Set<string>()
          const twice: string[] = []
          for (const tag of tags) {
            const markup = tag.outerHTML.replace(/ data-gatsby-head="true"/, '')
            if (seen.has(markup)) twice.push(markup)
            seen.add(markup)
          }
          return twice
        })
      await expect.poll(doubled).toEqual([])
      await expect(page.locator('head title')).toHaveCount(1)
    })

  test('after hydration a docs page still has one canonical link, one BreadcrumbList and one Markdown link', async ({
    page,
  }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    await page.waitForLoadState('networkidle')
    await expect
      .poll(() => headValues(page, 'link[rel="canonical"]', 'href'))
      .toEqual(['https://glyph-cat.github.io/cotton-box/docs/api/core/StateManager'])
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    await expect
      .poll(() => headValues(page, 'link[rel="alternate"][type="text/markdown"]', 'href'))
      .toEqual([`${base}/docs/api/core/StateManager.md`])
  })
})

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every production page once, at its canonical URL, and nothing else', async ({ request }) => {
    const response = await request.get(`${base}/sitemap.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/xml/)
    const parsed = new XMLParser().parse(await response.text()) as { urlset: { url: Array<{ loc: string }> } }
    const locs = parsed.urlset.url.map((url) => url.loc)
    expect(new Set(locs).size).toBe(locs.length)
    const production = allRoutes.filter((route) => !testOnlyRoutes.includes(route))
    expect([...locs].sort()).toEqual(production.map(canonicalOf).sort())
    for (const absent of ['/test/crash', '/404', ...fixturePostRoutes]) expect(locs).not.toContain(canonicalOf(absent))
  })

  test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request }) => {
    const response = await request.get(`${base}/robots.txt`)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

/** Routes of the sidebar links of a docs page, in the order readers see them. */
async function sidebarRoutes(page: Page, route: string, sidebar: string): Promise<string[]> {
  await open(page, `${base}${route}`)
  const hrefs = await page
    .getByRole('navigation', { name: sidebar })
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => href.slice(base.length))
}

/** Markdown without its code: fenced blocks (also inside list items) and code spans. */
function proseOf(markdown: string): string {
  let inFence = false
  return markdown
    .split('\n')
    .filter((line) => {
      const fence = /^\s*```/.test(line)
      if (fence) inFence = !inFence
      return !fence && !inFence
    })
    .join('\n')
    .replace(/`[^`\n]+`/g, '')
}

const markdownLinks = (text: string) =>
  [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, title, url, description]) => ({
    title: title,
    url: url,
    description: description,
  }))

test.describe('llms.txt, llms-full.txt and the Markdown copies', () => {
  test('llms.txt sums up the site and links every docs page, in sidebar order, with its description', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const response = await request.get(`${base}/llms.txt`)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const llms = await response.text()
    expect(llms.startsWith(`# ${siteTitle}\n\n> ${tagline}\n\n`)).toBe(true)
    expect(llms).toContain(`[llms-full.txt](${siteUrl}/llms-full.txt)`)
    expect([...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Learn: Tutorial',
      'Learn: Using with React',
      'Learn: Guides',
      'API: Core',
      'API: React',
      'API: Miscellaneous',
    ])
    const links = markdownLinks(llms)
    const order = [
      ...(await sidebarRoutes(page, '/docs/learn/tutorial', 'Learn docs')),
      ...(await sidebarRoutes(page, '/docs/api/core', 'API docs')),
    ]
    expect(links.map((link) => link.url)).toEqual(order.map((route) => `${siteUrl}${route}.md`))
    expect(new Set(order)).toEqual(new Set(docsRoutes))
    for (const link of links) {
      const route = link.url.slice(siteUrl.length, -'.md'.length)
      const head = await headOf(request, route)
      expect(link.description, route).toBe(head.description)
      const copy = await request.get(`${base}${route}.md`)
      expect(copy.status(), link.url).toBe(200)
      expect(copy.headers()['content-type']).toMatch(/^text\/markdown/)
      expect(await copy.text(), route).toMatch(new RegExp(`^# ${link.title.replace(/[?()]/g, '\\$&')}\\n\\n> `))
    }
  })

  test('llms-full.txt holds every Markdown copy, in llms.txt order', async ({ request }) => {
    const llms = await (await request.get(`${base}/llms.txt`)).text()
    const full = await (await request.get(`${base}/llms-full.txt`)).text()
    expect(full.startsWith(`# ${siteTitle}\n\n> ${tagline}\n\n`)).toBe(true)
    let position = 0
    for (const link of markdownLinks(llms)) {
      const copy = (await (await request.get(`${base}${link.url.slice(siteUrl.length)}`)).text()).trimEnd()
      const found = full.indexOf(copy, position)
      expect(found, link.url).toBeGreaterThanOrEqual(position)
      position = found + copy.length
    }
  })

  test('the copies are plain Markdown: no JSX, no directives, no test meta, no magic comments', async ({ request }) => {
    test.setTimeout(120_000)
    for (const route of docsRoutes) {
      const markdown = await (await request.get(`${base}${route}.md`)).text()
      const prose = proseOf(markdown)
      expect(prose, route).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/)
      expect(prose, route).not.toMatch(/^:::|\{\/\*/m)
      expect(markdown, route).not.toMatch(/^```.*\b(?:run|nocheck|showLineNumbers)\b/m)
      expect(markdown, route).not.toMatch(/highlight-(?:next-line|start|end)/)
      expect(markdown, route).toContain(`Source: <${canonicalOf(route)}>`)
    }
  })

  test('tabs, admonitions, output and code titles of a learn page keep their meaning', async ({ request }) => {
    const markdown = await (await request.get(`${base}/docs/learn/tutorial/quick-start.md`)).text()
    expect(markdown).toContain(
      '**TypeScript**\n\n```ts title="user-state.ts"\nimport { StateManager } from \'cotton-box\'',
    )
    expect(markdown).toContain('**JavaScript**\n\n```js title="user-state.js"')
    expect(markdown).toContain('```ts title="read.ts"\n')
    expect(markdown).toContain("```output\n{ firstName: 'Ada', lastName: 'Lovelace', luckyNumber: 7 }\nAda\n```")
    expect(markdown).toMatch(/^> \*\*Tip\*\*\n>\n> You can call `\.get\(\)`/m)
    expect(markdown).toContain(`[React setup](${siteUrl}/docs/learn/react/setup)`)
    const playground = await (await request.get(`${base}/docs/learn/react/quick-start.md`)).text()
    expect(playground).toContain('```tsx title="App.tsx"\n')
    expect(playground).toContain('```css title="styles.css"\n')
  })

  test('an API page carries its generated reference: import, signature, parameter table, members', async ({
    request,
  }) => {
    const markdown = await (await request.get(`${base}/docs/api/core/StateManager.md`)).text()
    expect(markdown).toContain(
      `**Kind:** class · **Extends:** [\`SimpleStateManager\`](${siteUrl}/docs/api/core/SimpleStateManager)`,
    )
    expect(markdown).toContain('```ts title="Import"\nimport { StateManager } from \'cotton-box\'\n```')
    expect(markdown).toContain('## Signature\n\n```ts\nclass StateManager<State> extends SimpleStateManager<State> {')
    expect(markdown).toMatch(/## Parameters\n\n\| Name +\| Type +\| Default +\| Description +\|\n/)
    expect(markdown).toMatch(/\| `defaultState` +\| `State` +\| required +\|/)
    expect(markdown).toContain(
      '### `init`\n\n```ts\ninit(initFn: (args: StateManagerInitArgs<State>) => void | Promise<void>): Promise<void>\n```',
    )
    expect(markdown).toContain('### `reinitialize`\n\nSince 0.1.0\n\n```ts\nreinitialize(): Promise<void>\n```')
    expect(markdown).toContain(
      `### \`get\`\n\nInherited from [\`SimpleStateManager\`](${siteUrl}/docs/api/core/SimpleStateManager)`,
    )
    const unstable = await (await request.get(`${base}/docs/api/react/useStateValueWithReactiveSelector.md`)).text()
    expect(unstable).toContain('> **Caution: Unstable API**')
    expect(unstable).toContain(
      `> **Deprecated**\n>\n> 0.14.0 marks it \`@deprecated\`, and removal is expected in version 1. Use [\`useStateValue\`](${siteUrl}/docs/api/react/useStateValue) instead.`,
    )
  })
})

test.describe('Copy page as Markdown', () => {
  test('copies the page\'s Markdown, fetched only on click, and says "Copied"', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const markdownRequests: string[] = []
    page.on('request', (sent) => {
      if (sent.url().endsWith('.md')) markdownRequests.push(sent.url())
    })
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.waitForLoadState('networkidle')
    expect(markdownRequests).toEqual([])
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    const expected = await (await request.get(`${base}/docs/learn/tutorial/setup.md`)).text()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
    expect(expected).toMatch(/^# Setup\n\n> /)
  })

  test('works from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, `${base}/docs/api/core`)
    const button = page.getByRole('button', { name: 'Copy page as Markdown' })
    await button.focus()
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Core\n\n> The state managers/)
  })

  for (const failure of ['offline', 'missing'] as const) {
    test(`says why it could not copy when the Markdown is ${failure}, and leaves the clipboard alone`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await open(page, `${base}/docs/learn/tutorial/disposal`)
      await page.evaluate(() => navigator.clipboard.writeText('what the reader copied before'))
      await page.route('**/*.md', (route) =>
        failure === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ status: 404, body: 'Not found' }),
      )
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
      const status = page.getByRole('status').filter({ hasText: 'Could not copy the page' })
      await expect(status).toContainText(
        failure === 'offline'
          ? 'the Markdown copy did not load (check your connection)'
          : 'the Markdown copy did not load (HTTP 404)',
      )
      await expect(status.getByRole('link', { name: 'Open the Markdown copy' })).toHaveAttribute(
        'href',
        `${base}/docs/learn/tutorial/disposal.md`,
      )
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('what the reader copied before')
      await page.unroute('**/*.md')
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    })
  }
})
