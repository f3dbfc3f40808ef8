import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { chooseColourMode, colourModeButton } from './colour-mode'
import { base, siteTitle } from './expected-routes'
import { open } from './open'

// A reader arriving from an old link, a deep link or with the old site's settings keeps their way.
// The server answers as GitHub Pages does (scripts/lib/resolve-request.mjs), so these run under
// the real host's rules.

const siteUrl = 'https://glyph-cat.github.io/cotton-box'
const local = (url: string) => `${base}${url.slice(siteUrl.length)}`

/** The site's URLs that the installed packages' type declarations link to, anchors included. */
function declarationLinks(): string[] {
  const files = ['cotton-box', 'cotton-box-react'].flatMap((name) => {
    const folder = path.resolve('node_modules', name)
    return (readdirSync(folder, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => path.join(folder, file))
  })
  const links = files.flatMap(
    (file) => readFileSync(file, 'utf8').match(/https:\/\/glyph-cat\.github\.io\/cotton-box[^\s)'"`>\]]*/g) ?? [],
  )
  return [...new Set(links)].sort()
}

/** Every `<loc>` of the sitemap. */
function sitemapUrls(): string[] {
  return [...readFileSync(path.resolve('public/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  )
}

/** Records every scroll position from the start of the page load. */
async function recordScrolling(page: Page) {
  await page.addInitScript(() => {
    const positions: number[] = []
    ;(window as unknown as { scrollPositions: number[] }).scrollPositions = positions
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)), { passive: true })
  })
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
}

/** Where the heading `id` sits against the navbar, and where the page is scrolled to. */
function placeOf(page: Page, id: string) {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId)!.getBoundingClientRect()
    const navbar = document.querySelector('header')!.getBoundingClientRect()
    return {
      headingTop: Math.round(heading.top),
      navbarBottom: Math.round(navbar.bottom),
      scrollY: Math.round(window.scrollY),
    }
  }, id)
}

/**
 * Once scrolling has settled, the heading sits in the first few pixels under a visible navbar: not
 * under it, not far below it. Retried, because a scroll that has not started yet also looks settled.
 */
async function expectHeadingJustBelowNavbar(page: Page, id: string) {
  await expect(async () => {
    const before = await placeOf(page, id)
    await page.waitForTimeout(150)
    const { headingTop, navbarBottom, scrollY } = await placeOf(page, id)
    expect(scrollY, 'scrolling has settled').toBe(before.scrollY)
    expect(navbarBottom, 'the navbar is in view').toBe(60)
    expect(headingTop).toBeGreaterThanOrEqual(navbarBottom)
    expect(headingTop - navbarBottom).toBeLessThanOrEqual(32)
  }).toPass({ timeout: 10_000 })
}

test.describe('old URLs, on the real host', () => {
  test('every URL of the sitemap answers 200 as it is, without a redirect', async ({ request }) => {
    const urls = sitemapUrls()
    expect(urls.length).toBeGreaterThan(60)
    for (const url of urls) {
      const response = await request.get(local(url), { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
    }
  })

  test("every link of the library's type declarations answers 200 without a redirect, and its anchor is on the page", async ({
    request,
  }) => {
    const links = declarationLinks()
    expect(links.length).toBeGreaterThanOrEqual(50)
    for (const link of links) {
      const [address, anchor] = link.split('#')
      const response = await request.get(local(address), { maxRedirects: 0 })
      expect(response.status(), link).toBe(200)
      if (anchor) expect(await response.text(), link).toContain(` id="${anchor}"`)
    }
  })

  test('the other forms of a URL answer as the host does: .html and /index.html and a trailing slash 200, a folder without its page 301', async ({
    request,
  }) => {
    for (const form of ['.html', '/index.html', '/']) {
      const response = await request.get(`${base}/docs/learn/tutorial/setup${form}`, { maxRedirects: 0 })
      expect(response.status(), form).toBe(200)
    }
    const folder = await request.get(`${base}/page-data`, { maxRedirects: 0 })
    expect(folder.status()).toBe(301)
    expect(folder.headers().location).toBe(`${base}/page-data/`)
    expect((await request.get(`${base}/docs/learn/tutorial/setupx`, { maxRedirects: 0 })).status()).toBe(404)
  })

  const routes = [
    { route: '/docs/learn/tutorial/setup', heading: 'Setup' },
    { route: '/blog/reincarnation-of-an-old-package', heading: 'Reincarnation of an Old Package' },
    { route: '/docs/learn/tutorial', heading: 'Tutorial' },
  ]
  for (const { route, heading } of routes) {
    for (const form of ['.html', '/index.html', '/']) {
      test(`${route}${form} shows the page with its own title and ends on the plain path, query kept`, async ({
        page,
      }) => {
        const response = await open(page, `${base}${route}${form}?from=old-site`)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveURL(`${base}${route}?from=old-site`)
        await expect(page.locator('h1')).toHaveText(heading)
        await expect(page).toHaveTitle(`${heading} | ${siteTitle}`)
      })
    }
  }

  test('setup.html#install-from-npm lands on the heading at the plain path', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup.html#install-from-npm`)
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/setup#install-from-npm`)
    await expectHeadingJustBelowNavbar(page, 'install-from-npm')
  })

  test('the home page answers at the base path with and without its slash, and as index.html', async ({ page }) => {
    for (const form of ['', '/', '/index.html']) {
      await open(page, `${base}${form}`)
      await expect(page).toHaveURL(`${base}/`)
      await expect(page.locator('h1')).toHaveText(siteTitle)
    }
  })
})

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
]

for (const { name, viewport } of widths) {
  test.describe(`deep links at ${name} width`, () => {
    test.use({ viewport })

    test('a URL with a #hash puts the heading just below the navbar at once, without sliding there', async ({
      page,
    }) => {
      const positions = await recordScrolling(page)
      await open(page, `${base}/docs/api/core/StateManager#dispose`)
      await expectHeadingJustBelowNavbar(page, 'dispose')
      const final = await page.evaluate(() => Math.round(window.scrollY))
      expect(final).toBeGreaterThan(2000)
      // A slide passes through positions on the way; a jump has none.
      expect((await positions()).filter((y) => Math.abs(y - final) > 2)).toEqual([])
    })

    test("a link of the library's declarations lands on its member the same way", async ({ page }) => {
      const positions = await recordScrolling(page)
      await open(page, `${base}/docs/api/core/SimpleStateManager#wait`)
      await expectHeadingJustBelowNavbar(page, 'wait')
      const final = await page.evaluate(() => Math.round(window.scrollY))
      expect((await positions()).filter((y) => Math.abs(y - final) > 2)).toEqual([])
    })

    test("a link to another page's heading lands on it at once", async ({ page }) => {
      const positions = await recordScrolling(page)
      await open(page, `${base}/docs/learn/tutorial/quick-start`)
      const link = page.getByRole('link', { name: 'realistic version' })
      // The reader scrolls to the link first; only what follows the click counts.
      await link.scrollIntoViewIfNeeded()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions.splice(0))
      await link.click()
      await expect(page).toHaveURL(`${base}/docs/learn/tutorial/persisting-state#a-realistic-version`)
      await expectHeadingJustBelowNavbar(page, 'a-realistic-version')
      const final = await page.evaluate(() => Math.round(window.scrollY))
      // A client-side navigation keeps the document, and with it the recorder.
      expect((await positions()).filter((y) => Math.abs(y - final) > 2)).toEqual([])
    })

    test('an in-page link animates the jump, and the navbar stays above the heading', async ({ page }) => {
      const positions = await recordScrolling(page)
      await open(page, `${base}/docs/api/core/StateManager`)
      await page
        .locator('a[href="#dispose"]')
        .first()
        .evaluate((link: HTMLAnchorElement) => link.click())
      await expectHeadingJustBelowNavbar(page, 'dispose')
      const final = await page.evaluate(() => Math.round(window.scrollY))
      expect((await positions()).filter((y) => y > 0 && Math.abs(y - final) > 2).length).toBeGreaterThan(2)
      await expect(page).toHaveURL(`${base}/docs/api/core/StateManager#dispose`)
    })

    test('an in-page link jumps at once when the reader prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const positions = await recordScrolling(page)
      await open(page, `${base}/docs/api/core/StateManager`)
      await page
        .locator('a[href="#dispose"]')
        .first()
        .evaluate((link: HTMLAnchorElement) => link.click())
      await expectHeadingJustBelowNavbar(page, 'dispose')
      const final = await page.evaluate(() => Math.round(window.scrollY))
      expect((await positions()).filter((y) => Math.abs(y - final) > 2)).toEqual([])
    })

    test('the reader scrolling down still hides the navbar after a jump', async ({ page }) => {
      await open(page, `${base}/docs/api/core/StateManager#set`)
      await expectHeadingJustBelowNavbar(page, 'set')
      await page.mouse.move(viewport.width / 2, viewport.height / 2)
      await page.mouse.wheel(0, 400)
      await expect
        .poll(() => page.evaluate(() => Math.round(document.querySelector('header')!.getBoundingClientRect().bottom)))
        .toBeLessThanOrEqual(0)
    })
  })

  test.describe(`settings stored by the old site, at ${name} width`, () => {
    test.use({ viewport })

    const theme = (page: Page) => page.locator('html').getAttribute('data-theme')
    const stored = (page: Page, key: string) => page.evaluate((storageKey) => localStorage.getItem(storageKey), key)

    /** Stores `items` as the old site left them, then loads a page as a returning reader. */
    async function returnWith(page: Page, items: Record<string, string>, { withScripts }: { withScripts: boolean }) {
      await page.goto(`${base}/404`)
      await page.evaluate((entries) => {
        localStorage.clear()
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, items)
      // Without the page's scripts, only the inline script before the first paint can apply it.
      if (!withScripts) await page.route('**/*.js', (route) => route.abort())
      if (withScripts) await open(page, `${base}/docs/learn/tutorial/setup`)
      else await page.goto(`${base}/docs/learn/tutorial/setup`)
    }

    test('a reader who chose dark there ("theme" = "dark") sees dark from the first paint, kept under "theme" as DARK', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await returnWith(page, { theme: 'dark' }, { withScripts: false })
      expect(await theme(page)).toBe('dark')
      expect(await stored(page, 'theme')).toBe('DARK')
    })

    test('the old site\'s own settings ({"appearance": 2}) show dark, and the menu says so', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await returnWith(page, { 'cotton-box-site-settings': '{"appearance":2}' }, { withScripts: true })
      expect(await theme(page)).toBe('dark')
      await expect(await colourModeButton(page, 'Colour mode: Dark')).toBeVisible()
      expect(await stored(page, 'theme')).toBe('DARK')
      expect(await stored(page, 'cotton-box-site-settings')).toBe('{"appearance":2}')
    })

    test('System chosen there ({"appearance": 0}) follows the system, over the "theme" it resolved to', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await returnWith(page, { theme: 'dark', 'cotton-box-site-settings': '{"appearance":0}' }, { withScripts: true })
      expect(await theme(page)).toBe('light')
      await expect(await colourModeButton(page, 'Colour mode: System')).toBeVisible()
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.poll(() => theme(page)).toBe('dark')
    })

    test('a choice made here replaces the old one, and survives a reload', async ({ page }) => {
      await returnWith(page, { theme: 'dark' }, { withScripts: true })
      await chooseColourMode(page, 'Light')
      expect(await stored(page, 'theme')).toBe('LIGHT')
      await page.reload()
      expect(await theme(page)).toBe('light')
    })

    test('values that do not parse are ignored and kept', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await returnWith(page, { theme: 'purple', 'cotton-box-site-settings': '{"appearance":' }, { withScripts: true })
      expect(await theme(page)).toBe('light')
      await expect(await colourModeButton(page, 'Colour mode: System')).toBeVisible()
      expect(await stored(page, 'theme')).toBe('purple')
      expect(await stored(page, 'cotton-box-site-settings')).toBe('{"appearance":')
    })
  })
}
