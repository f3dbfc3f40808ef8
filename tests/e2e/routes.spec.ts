import { expect, test } from '@playwright/test'
import { parse } from 'node-html-parser'
import { builtRoutes, isTestOnly } from './built-routes'
import { headValues } from './head-tags'
import { open } from './open'
import {
  apiPages,
  base,
  categoryIndexes,
  learnPages,
  otherPages,
  siteTitle,
  tagline,
  type ExpectedPage,
} from './expected-routes'

test.describe('every route of the site', () => {
  test('the build has exactly the docs pages listed: 19 learn pages, 32 API pages, 6 category indexes', () => {
    const built = builtRoutes().filter((route) => /^\/docs\/(learn|api)\//.test(route) && !isTestOnly(route))
    const depth = (route: string) => route.split('/').length - 1
    const routesOf = (pages: ReadonlyArray<ExpectedPage>) => pages.map(({ route }) => route).sort()
    const builtLearn = built.filter((route) => route.startsWith('/docs/learn/') && depth(route) === 4)
    const builtApi = built.filter((route) => route.startsWith('/docs/api/') && depth(route) === 4)
    const builtIndexes = built.filter((route) => depth(route) === 3)
    expect(builtLearn).toHaveLength(19)
    expect(builtApi).toHaveLength(32)
    expect(builtIndexes).toHaveLength(6)
    expect(builtLearn).toEqual(routesOf(learnPages))
    expect(builtApi).toEqual(routesOf(apiPages))
    expect(builtIndexes).toEqual(routesOf(categoryIndexes))
    expect(built.filter((route) => depth(route) > 4)).toEqual([])
  })

  // The page as served, before any script runs: what a crawler or a reader without JavaScript gets.
  // The browser tests that open these pages (accessibility on every route, hydration) see them
  // after React has taken over.
  for (const { route, heading } of [...categoryIndexes, ...learnPages, ...apiPages, ...otherPages]) {
    test(`${route} answers 200 with its title as heading and document title`, async ({ request }) => {
      const response = await request.get(`${base}${route}`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = parse(await response.text())
      expect(html.querySelector('title')?.text).toBe(`${heading} | ${siteTitle}`)
      expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual([heading])
    })
  }

  test('the home page shows the title, tagline and Get started, under the site title and tagline', async ({ page }) => {
    const response = await open(page, `${base}/`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${siteTitle} | ${tagline}`)
    await expect(page.locator('h1')).toHaveText(siteTitle)
    await expect(page.getByText(tagline, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Get started' }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/setup`)
    await expect(page.locator('h1')).toHaveText('Setup')
  })

  test('the home page lists the three features', async ({ page }) => {
    await open(page, `${base}/`)
    for (const feature of [
      'Lightweight & fast',
      'Declarative lifecycle management',
      'Supports async set-state functions',
    ]) {
      await expect(page.getByRole('heading', { name: feature, level: 3 })).toBeVisible()
    }
  })

  test('pages carry the language, direction, description, keywords and a favicon under the path prefix', async ({
    page,
    request,
  }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect
      .poll(() => headValues(page, 'meta[name="description"]', 'content'))
      .toEqual([expect.stringMatching(/^A state manager with/)])
    // After hydration each head tag is still there exactly once.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('head title')).toHaveCount(1)
    for (const [selector, attribute] of [
      ['link[rel="icon"][type="image/svg+xml"]', 'href'],
      ['meta[property="og:image"]', 'content'],
      ['meta[name="keywords"]', 'content'],
    ] as const) {
      await expect.poll(() => headValues(page, selector, attribute), selector).toHaveLength(1)
    }
    await expect
      .poll(() => headValues(page, 'link[rel="canonical"]', 'href'))
      .toEqual(['https://glyph-cat.github.io/cotton-box/docs/api/core/StateManager'])
    const favicon = await page.locator('link[rel="icon"]').first().getAttribute('href')
    expect(favicon?.startsWith(`${base}/`)).toBe(true)
    expect((await request.get(favicon!)).status()).toBe(200)
    // A standalone page's keywords come through its own template, and stay once after hydration too.
    await open(page, `${base}/versions`)
    await page.waitForLoadState('networkidle')
    await expect
      .poll(() => headValues(page, 'meta[name="keywords"]', 'content'))
      .toEqual([expect.stringContaining('breaking changes')])
  })
})

test.describe('unknown paths and other forms of a route', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await open(page, `${base}/docs/learn/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Page Not Found')
    await expect(page).toHaveTitle(`Page Not Found | ${siteTitle}`)
  })

  for (const form of ['.html', '/index.html', '/']) {
    test(`"${form}" after a route shows that route at its canonical URL`, async ({ page }) => {
      const response = await open(page, `${base}/docs/learn/tutorial/quick-start${form}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(`${base}/docs/learn/tutorial/quick-start`)
      await expect(page.locator('h1')).toHaveText('Quick Start')
    })
  }

  test('the base path without its slash shows the home page', async ({ page }) => {
    await open(page, base)
    await expect(page).toHaveURL(`${base}/`)
    await expect(page.locator('h1')).toHaveText(siteTitle)
  })
})

test.describe('hydration', () => {
  for (const route of [
    '/',
    '/docs',
    '/docs/learn/tutorial',
    '/docs/api/core/StateManager',
    '/blog',
    '/docs/no-such-page',
  ]) {
    test(`${route} hydrates without errors in the console`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await open(page, `${base}${route}`)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }
})
