import { expect, test, type Page } from '@playwright/test'
import { chooseColourMode, colourModeButton } from './colour-mode'
import { navbarAtRest } from './navbar'
import { engage, open, reload } from './open'
import { siteConfig } from '../../src/config/site'
import { base } from './expected-routes'

const darkBackground = 'rgb(32, 36, 40)'
const lightBackground = 'rgb(255, 255, 255)'

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
]

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport })

    test.describe('colour mode', () => {
      test('each menu choice sets the mode and saves it under "theme"', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' })
        await open(page, `${base}/docs/learn/tutorial/setup`)
        expect(await storedTheme(page)).toBeNull()
        await expect(await colourModeButton(page, 'Colour mode: System')).toBeVisible()

        await chooseColourMode(page, 'Dark')
        expect(await theme(page)).toBe('dark')
        expect(await storedTheme(page)).toBe('DARK')
        expect(await background(page)).toBe(darkBackground)

        await chooseColourMode(page, 'Light')
        expect(await theme(page)).toBe('light')
        expect(await storedTheme(page)).toBe('LIGHT')
        expect(await background(page)).toBe(lightBackground)

        await page.emulateMedia({ colorScheme: 'dark' })
        await chooseColourMode(page, 'System')
        expect(await storedTheme(page)).toBe('AUTO')
        expect(await theme(page)).toBe('dark')
        await page.emulateMedia({ colorScheme: 'light' })
        await expect.poll(() => theme(page)).toBe('light')
      })

      test('the current choice is marked and survives a reload', async ({ page }) => {
        await open(page, `${base}/`)
        await chooseColourMode(page, 'Dark')
        await reload(page)
        expect(await theme(page)).toBe('dark')
        await (await colourModeButton(page, 'Colour mode: Dark')).click()
        await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
        await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false')
      })

      test('a second tab follows the first', async ({ context }) => {
        const first = await context.newPage()
        const second = await context.newPage()
        await open(first, `${base}/docs/api/core`)
        await open(second, `${base}/docs/learn/react`)
        await chooseColourMode(first, 'Dark')
        await expect.poll(() => theme(second)).toBe('dark')
        await expect(await colourModeButton(second, 'Colour mode: Dark')).toBeVisible()
      })

      test('with a dark system preference and nothing stored, the first paint is dark, before any script bundle runs', async ({
        browser,
      }) => {
        const context = await browser.newContext({ colorScheme: 'dark' })
        const page = await context.newPage()
        await page.route('**/*.js', (route) => route.abort())
        await page.goto(`${base}/docs/learn/tutorial/setup`)
        expect(await theme(page)).toBe('dark')
        expect(await background(page)).toBe(darkBackground)
        await context.close()
      })

      test('the menu works with the keyboard and Escape returns focus to its button', async ({ page }) => {
        await open(page, `${base}/`)
        const button = await colourModeButton(page)
        await button.focus()
        await page.keyboard.press('ArrowDown')
        await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
        await page.keyboard.press('ArrowDown')
        await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(page.getByRole('menu')).toHaveCount(0)
        await expect(button).toBeFocused()
        await page.keyboard.press('Enter')
        await page.keyboard.press('ArrowUp')
        await page.keyboard.press('Enter')
        expect(await theme(page)).toBe('dark')
        await expect(button).toBeFocused()
      })
    })

    test.describe('keyboard navigation marker', () => {
      test('Tab adds the marker on <html>; a mouse press removes it', async ({ page }) => {
        await open(page, `${base}/`)
        const html = page.locator('html')
        await expect(html).not.toHaveClass(/keyboard-navigation/)
        await page.keyboard.press('Tab')
        await expect(html).toHaveClass(/keyboard-navigation/)
        await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } })
        await expect(html).not.toHaveClass(/keyboard-navigation/)
      })
    })

    test.describe('rendering errors', () => {
      test('a crash shows the crash screen with the error and its causes, titled "Page Error"; Try again recovers', async ({
        page,
      }) => {
        await open(page, `${base}/test/crash`)
        await expect(page).toHaveTitle('Crash test | Cotton Box')
        await page.getByRole('button', { name: 'Crash the page' }).click()
        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
        await expect(page.getByText('The test page crashed on purpose')).toBeVisible()
        await expect(page.getByText('Cause: A nested cause')).toBeVisible()
        await expect(page).toHaveTitle('Page Error')
        await page.getByRole('button', { name: 'Try again' }).click()
        await expect(page.getByRole('heading', { name: 'Crash test' })).toBeVisible()
        await expect(page).toHaveTitle('Crash test | Cotton Box')
      })

      test('back and forward leave a crashed page: the other page shows, and the crashed one comes back whole', async ({
        page,
      }) => {
        await open(page, `${base}/test/crash`)
        await page.getByRole('link', { name: 'Cotton Box', exact: true }).click()
        await expect(page).toHaveURL(base)
        // Marks this document: a full reload would lose it, and the test is about the app's own routing.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))
        await page.goBack()
        await page.getByRole('button', { name: 'Crash the page' }).click()
        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()

        await page.goForward()
        await expect(page).toHaveURL(base)
        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0)
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
        await expect(page).toHaveTitle(/Cotton Box/)
        await expect(page).not.toHaveTitle('Page Error')

        await page.goBack()
        await expect(page.getByRole('heading', { name: 'Crash test' })).toBeVisible()
        await expect(page).toHaveTitle('Crash test | Cotton Box')
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      })

      test('a navbar item that fails to render is named on the crash screen', async ({ page }) => {
        await open(page, `${base}/test/crash`)
        await page.getByRole('button', { name: 'Render a broken navbar item' }).click()
        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
        await expect(
          page.getByText(
            'The navbar item {"type":"link","label":"Broken","position":"left","to":"docs/learn"} failed to render.',
          ),
        ).toBeVisible()
        await expect(
          page.getByText('Cause: Its "to" must be a path of this site starting with "/", not "docs/learn".'),
        ).toBeVisible()
      })
    })

    test.describe('without local storage', () => {
      test('the site loads, warns once, and the colour menu, tabs and search still work', async ({ page }) => {
        await page.addInitScript(() => {
          // As browsers with storage disabled define it: a getter that throws, configurable.
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get() {
              throw new DOMException('Storage is disabled', 'SecurityError')
            },
          })
        })
        const warnings: string[] = []
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text())
          if (message.type() === 'error') errors.push(message.text())
        })
        page.on('pageerror', (error) => errors.push(error.message))
        await open(page, `${base}/docs/learn/tutorial/quick-start`)
        await chooseColourMode(page, 'Dark')
        expect(await theme(page)).toBe('dark')
        await page.getByRole('tab', { name: 'JavaScript' }).first().click()
        await expect(page.getByRole('tab', { name: 'JavaScript' }).first()).toHaveAttribute('aria-selected', 'true')
        // No recent searches to show, and a chosen hit still opens (it is just not remembered).
        await navbarAtRest(page)
        await page.getByRole('button', { name: 'Search', exact: true }).click()
        await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches')
        await page.getByRole('searchbox').fill('StateManagerVisibility')
        await page.getByRole('option').first().click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('StateManagerVisibility')
        expect(warnings.filter((text) => text.startsWith('Local storage is unavailable'))).toHaveLength(1)
        expect(errors).toEqual([])
      })
    })

    test.describe('announcement bar', () => {
      const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' })
      const announcement = siteConfig.announcementBar!

      test('shows until dismissed, then stays hidden across reloads from the first paint', async ({ page }) => {
        await open(page, `${base}/docs/learn/tutorial/setup`)
        await expect(bar(page)).toContainText(announcement.text)
        await bar(page).getByRole('button', { name: 'Close the announcement' }).click()
        await expect(bar(page)).toBeHidden()
        expect(
          await page.evaluate(() => [
            localStorage.getItem('announcement-bar-dismissed'),
            localStorage.getItem('announcement-bar-id'),
          ]),
        ).toEqual(['true', announcement.id])
        // Hidden before any script bundle runs: no jump on load.
        await page.route('**/*.js', (route) => route.abort())
        await page.reload()
        await expect(bar(page)).toBeHidden()
      })

      test('a bar with a new id shows again to readers who dismissed an older one', async ({ page }) => {
        await page.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('announcement-bar-id', 'an-older-announcement')
            localStorage.setItem('announcement-bar-dismissed', 'true')
            sessionStorage.setItem('seeded', 'yes')
          }
        })
        await open(page, `${base}/`)
        await expect(bar(page)).toBeVisible()
        expect(
          await page.evaluate(() => [
            localStorage.getItem('announcement-bar-dismissed'),
            localStorage.getItem('announcement-bar-id'),
          ]),
        ).toEqual(['false', announcement.id])
      })

      test('its link leads to the versions page', async ({ page }) => {
        await open(page, `${base}/`)
        await bar(page).getByRole('link', { name: 'See what changed' }).click()
        await expect(page).toHaveURL(`${base}/versions`)
      })
    })

    test.describe('lazily loaded parts', () => {
      test('a diagram whose code fails to load shows the error in a red box with Retry, and Retry recovers', async ({
        page,
      }) => {
        let block = true
        await page.route(/mermaid[^/]*\.js$/, (route) => (block ? route.abort() : route.continue()))
        await open(page, `${base}/docs/learn/tutorial/persisting-state`)
        // A diagram's code loads once the diagram comes near the viewport.
        await page.locator('figure[data-rendered]').scrollIntoViewIfNeeded()
        await engage(page)
        const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
        await expect(failure).toBeVisible()
        await expect(failure).toContainText(/chunk|load/i)
        expect(await failure.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(212, 61, 61)')
        block = false
        await failure.getByRole('button', { name: 'Retry' }).click()
        await expect(page.locator('figure[data-rendered="true"] svg').first()).toBeVisible()
        await expect(failure).toHaveCount(0)
      })
    })

    test.describe('preferred docs version', () => {
      test('a stored version that matches no known version is deleted on load', async ({ page }) => {
        await page.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('docs-preferred-version-default', '0.9.0')
            sessionStorage.setItem('seeded', 'yes')
          }
        })
        await open(page, `${base}/docs/learn/tutorial/setup`)
        expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull()
        await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'))
        await reload(page)
        expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current')
      })
    })

    test.describe('route-change progress bar', () => {
      async function recordProgressBar(page: Page) {
        await page.evaluate(() => {
          const seen = { added: false }
          ;(window as unknown as { progressSeen: typeof seen }).progressSeen = seen
          new MutationObserver(() => {
            if (document.querySelector('.route-progress')) seen.added = true
          }).observe(document.body, { childList: true })
        })
      }
      const wasShown = (page: Page) =>
        page.evaluate(() => (window as unknown as { progressSeen: { added: boolean } }).progressSeen.added)

      test('a slow route change shows the bar, which goes away when the page arrives', async ({ page }) => {
        await page.route('**/page-data/docs/api/misc/VERSION/page-data.json', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1200))
          await route.continue()
        })
        await open(page, `${base}/docs/learn/tutorial/setup`)
        await recordProgressBar(page)
        await page.evaluate(() =>
          (window as unknown as { ___navigate: (to: string) => void }).___navigate('/cotton-box/docs/api/misc/VERSION'),
        )
        await expect(page.locator('.route-progress')).toBeAttached()
        await expect(page.locator('h1')).toHaveText('VERSION')
        await expect(page.locator('.route-progress')).toHaveCount(0)
      })

      test('a fast route change never shows it', async ({ page }) => {
        await open(page, `${base}/docs/learn/tutorial/setup`)
        await recordProgressBar(page)
        const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })
        // Hovering loads the next page's data and code, so the change itself is fast.
        const loaded = page.waitForResponse(
          '**/page-data/docs/learn/tutorial/which-state-manager-should-i-use/page-data.json',
        )
        await next.hover()
        await loaded
        await page.waitForLoadState('networkidle')
        await next.click()
        await expect(page.locator('h1')).toHaveText('Which State Manager Should I Use?')
        await page.waitForTimeout(400)
        expect(await wasShown(page)).toBe(false)
      })
    })
  })
}

test.describe('the colour menu and the scroll position', () => {
  test('opening and closing the menu with the mouse leaves the page where the reader was', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await navbarAtRest(page)
    const scrollY = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      )
    const before = await scrollY()
    expect(before).toBeGreaterThan(1000)
    const button = page.getByRole('button', { name: /^Colour mode/ })
    const { x, y, width, height } = (await button.boundingBox())!
    await page.mouse.click(x + width / 2, y + height / 2)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
    expect(await scrollY(), 'the page did not move when the menu opened').toBe(before)
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect(button).toBeFocused()
    expect(await scrollY(), 'the page did not move when the menu closed').toBe(before)
  })
})

test.describe('collapsible sidebar categories', () => {
  /** Collapses `category` and reads the height transition it starts, in milliseconds. */
  async function collapseDuration(page: Page, category: string) {
    const toggle = page.getByRole('button', { name: `Collapse the ${category} category` })
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    // Read in the same task as the click: a 1 ms transition is over before another round trip.
    const duration = await toggle.evaluate(async (button: HTMLButtonElement) => {
      button.click()
      await new Promise<void>((resolve) => queueMicrotask(resolve)) // after React's render of the click
      const controlled = document.getElementById(button.getAttribute('aria-controls')!)!
      return parseFloat(getComputedStyle(controlled).transitionDuration) * 1000
    })
    await expect(list).toBeHidden()
    return duration
  }

  test('animate for longer the taller their content is', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await open(page, `${base}/docs/api/core/StateManager`)
    const core = await collapseDuration(page, 'Core')
    const misc = await collapseDuration(page, 'Miscellaneous')
    expect(misc).toBeGreaterThan(100)
    expect(core).toBeGreaterThan(misc)
  })

  test('take 1 ms when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, `${base}/docs/api/core/StateManager`)
    expect(await collapseDuration(page, 'Core')).toBe(1)
  })
})

test.describe('back to top', () => {
  const backToTop = (page: Page) => page.getByRole('button', { name: 'Scroll back to top' })

  async function scrollUpFromBottom(page: Page) {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await page.mouse.wheel(0, 4000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.mouse.wheel(0, -200)
    await expect(backToTop(page)).toBeVisible()
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY)
        await page.waitForTimeout(150)
        return (await page.evaluate(() => window.scrollY)) === before
      })
      .toBe(true)
  }

  test('is offered when scrolling up far down a page and scrolls to the top', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await expect(backToTop(page)).toBeHidden()
    await scrollUpFromBottom(page)
    await backToTop(page).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(backToTop(page)).toBeHidden()
  })

  test('without CSS smooth scrolling, moves 85% of the remaining distance per frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS)
      CSS.supports = (...args: [string, string?]) =>
        args[0].includes('scroll-behavior') ? false : supports(...(args as [string, string]))
    })
    await scrollUpFromBottom(page)
    const positions = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Scroll back to top"]')!
      const seen = [window.scrollY]
      button.click()
      while (seen.length < 6) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        seen.push(window.scrollY)
      }
      return seen
    })
    const [start, ...steps] = positions
    const moved = steps.find((position) => position !== start)!
    expect(moved / start).toBeGreaterThan(0.1)
    expect(moved / start).toBeLessThan(0.2)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('base URL misconfiguration', () => {
  test('a site served outside /cotton-box shows a banner saying what it expected', async ({ page }) => {
    // The site's files are served under /misplaced, where its /cotton-box scripts cannot be found.
    await page.route('**/misplaced/**', async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('/misplaced/', '/cotton-box/') })
      await route.fulfill({ response })
    })
    await page.route('**/cotton-box/**', (route) => route.abort())
    await page.goto('/misplaced/docs/learn/tutorial/setup')
    const banner = page.getByRole('alert')
    await expect(banner).toContainText('This site did not load properly: its base URL is misconfigured.')
    await expect(banner).toContainText(
      'It was built to be served under "/cotton-box", but this page is at "/misplaced/docs/learn/tutorial/setup".',
    )
  })

  test('a site served under its base path shows no banner', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await expect(page.locator('#base-url-banner')).toHaveCount(0)
  })
})

test.describe('route changes', () => {
  test('when the next page fails to load, the whole page reloads into it', async ({ page }) => {
    const target = `${base}/docs/learn/tutorial/which-state-manager-should-i-use`
    let reloaded = false
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().endsWith(target)) reloaded = true
    })
    await page.route('**/page-data/docs/learn/tutorial/which-state-manager-should-i-use/page-data.json', (route) =>
      reloaded ? route.continue() : route.abort(),
    )
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true))
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(target)
    await expect(page.locator('h1')).toHaveText('Which State Manager Should I Use?')
    expect(reloaded).toBe(true)
    expect(
      await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation),
    ).toBeUndefined()
  })

  // The site's tables of chunks (src/node/webpack/page-chunks.ts): a page names its own chunks, so
  // the list of every chunk file and the table of every page component wait for a navigation.
  const chunkTables = (url: string) =>
    /\/chunk-files\.json\?|\/page-components-[\da-f]+\.js$/.exec(new URL(url).pathname + new URL(url).search)?.[0]

  test('a first load fetches no table of chunks; the first move to another page fetches each once', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      const table = chunkTables(request.url())
      if (table) fetched.push(table.startsWith('/chunk-files') ? 'chunk files' : 'page components')
    })
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })
    await next.click()
    await expect(page.locator('h1')).toHaveText('Which State Manager Should I Use?')
    await next.click()
    await expect(page).toHaveURL(/\/docs\/learn\/tutorial\/[^/]+$/)
    await expect(page.locator('h1')).not.toHaveText('Which State Manager Should I Use?')
    expect(fetched.sort()).toEqual(['chunk files', 'page components'])
  })

  test('when the list of chunk files fails to load, the whole page reloads into the next page', async ({ page }) => {
    const target = `${base}/docs/learn/tutorial/which-state-manager-should-i-use`
    let reloaded = false
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().endsWith(target)) reloaded = true
    })
    await page.route('**/chunk-files.json?*', (route) => route.abort())
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(target)
    await expect(page.locator('h1')).toHaveText('Which State Manager Should I Use?')
    expect(reloaded).toBe(true)
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1)
  })

  const connections = [
    { name: 'a 2g connection', connection: { effectiveType: '2g', saveData: false }, prefetches: false },
    { name: 'data saver', connection: { effectiveType: '4g', saveData: true }, prefetches: false },
    { name: 'a fast connection', connection: { effectiveType: '4g', saveData: false }, prefetches: true },
  ]
  for (const { name, connection, prefetches } of connections) {
    test(`links to other pages are ${prefetches ? '' : 'not '}prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true })
      }, connection)
      const prefetched: string[] = []
      // The page's own data, the app's and the static query results the page reads (its sidebar)
      // are part of its first load.
      const ownData = ['/page-data/docs/learn/tutorial/setup/', '/page-data/app-data', '/page-data/sq/']
      page.on('request', (request) => {
        const url = request.url()
        if (url.includes('/page-data/') && !ownData.some((part) => url.includes(part))) prefetched.push(url)
      })
      await open(page, `${base}/docs/learn/tutorial/setup`)
      // Gatsby starts prefetching the pages linked in view 3 s after the first link asks for it.
      await page.waitForTimeout(4500)
      if (prefetches) expect(prefetched.length).toBeGreaterThan(0)
      else expect(prefetched).toEqual([])
    })
  }
})
