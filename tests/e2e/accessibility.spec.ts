import { test as playwrightTest, expect, type Locator, type Page } from '@playwright/test'
import { runAxe } from './axe'
import { builtRoutes, oneRoutePerTemplate } from './built-routes'
import { base } from './expected-routes'
import { navbarAtRest } from './navbar'
import { engage, open } from './open'

/**
 * WCAG 2.2 A and AA, including the rules carried over from 2.0 and 2.1, and axe's best practices
 * (every part of a page in a landmark, one main, headings in order, …). No rule is left out.
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

const widths = { desktop: 1280, phone: 390, reflow: 320 } as const

/** Live playgrounds' previews: sandboxed frames, so of another origin than the page. */
const previewFrames = '[data-playground] iframe'

/** The test marks previews outside the viewport with this, and axe leaves them out. */
const offScreenMark = 'data-test-off-screen'

/** Whether any of `locator` shows in the viewport. */
async function isOnScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  return (
    box !== null &&
    viewport !== null &&
    box.x < viewport.width &&
    box.x + box.width > 0 &&
    box.y < viewport.height &&
    box.y + box.height > 0
  )
}

/** The page in `theme`, and every live playground's preview too: the host sends it the change. */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value
  }, theme)
  // Every preview on the page, including one whose runner is still loading: axe must not check a
  // preview while it switches, or it reads text of one mode on a background of the other.
  const previews = page.locator(previewFrames)
  for (let index = 0; index < (await previews.count()); index++) {
    const preview = previews.nth(index)
    await expect(preview.contentFrame().locator('html')).toHaveAttribute('data-theme', theme)
    // Chromium does not render a frame of another origin while it is out of view: its computed
    // colours stay those of its last rendering, in part, until it scrolls back in (which is when a
    // reader sees it). So axe checks a preview only on screen, once its colours have followed.
    const onScreen = await isOnScreen(page, preview)
    await preview.evaluate((frame, [mark, offScreen]) => frame.toggleAttribute(mark, offScreen), [
      offScreenMark,
      !onScreen,
    ] as const)
    if (onScreen) await expect(preview.contentFrame().locator('html')).toHaveCSS('color-scheme', theme)
  }
  // A drawn diagram is drawn again for the new mode, and shows the old drawing until then: axe
  // waits for the new one, whose SVG id ends with the mode (Mermaid.tsx).
  for (const diagram of await page.locator('figure[data-rendered="true"]').all()) {
    await expect(diagram.locator('svg').first()).toHaveAttribute('id', new RegExp(`-${theme}$`))
  }
}

/**
 * The rules whose outcome a colour mode can change: colours, and the images swapped by theme.
 * The other WCAG rules see the same markup in both modes, so the dark pass runs only these.
 */
const themeDependentRules = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt']

/** The violations axe finds, one readable line each, so a failure says what and where. */
async function violations(page: Page, rules?: string[]): Promise<string[]> {
  const results = await runAxe(page, { ...(rules ? { rules } : { tags: axeTags }), exclude: [`[${offScreenMark}]`] })
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  )
}

/** Axe in light (every rule) and dark (the theme-dependent ones) at the current width. */
async function bothThemes(page: Page, label: string): Promise<string[]> {
  await setTheme(page, 'light')
  const found = (await violations(page)).map((line) => `[${label}, light] ${line}`)
  await setTheme(page, 'dark')
  found.push(...(await violations(page, themeDependentRules)).map((line) => `[${label}, dark] ${line}`))
  return found
}

/**
 * What makes the page scroll sideways at the current width, one line each: the text and elements
 * that reach past the right edge outside a scroll container (code blocks and tables may scroll on
 * their own under WCAG 1.4.10). Empty when the page fits.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const inScrollContainer = (node: Node) => {
      for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
        if (getComputedStyle(element).overflowX !== 'visible') return true
      }
      return false
    }
    const found = [`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`]
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(text)
      const right = range.getBoundingClientRect().right
      if (right > width && !inScrollContainer(text))
        found.push(`"${text.textContent?.trim().slice(0, 50)}" reaches ${Math.round(right)} px`)
    }
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right
      if (right > width && !inScrollContainer(element))
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> reaches ${Math.round(right)} px`,
        )
    }
    return found.slice(0, 10)
  })
}

/** Colour transitions would let axe measure contrast halfway between two themes. */
const withoutMotion = (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })

const test = playwrightTest.extend<object, { routePage: Page }>({
  // The route checks of a worker share one tab, as a reader goes from page to page: each check
  // opens its page anew, and the tab's renderer keeps axe's compiled code and the site's files.
  // A tab of its own for each check took twice as long: 30 s against 14 s to open and check 8
  // pages (2026-11-28 on aa2b79c), half of it evaluating axe's source afresh.
  routePage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor })
      const page = await context.newPage()
      await withoutMotion(page)
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

test.describe('accessibility (axe, WCAG 2.2 A/AA and best practices)', () => {
  // Four axe runs a page; the widget test opens four more states.
  test.describe.configure({ timeout: 90_000 })

  // Below 996 px only the chrome changes (navbar, search button, sidebar columns; the home page's
  // features): the content keeps its markup and styles. So the phone passes run on one page of
  // each template, and every page gets both themes on desktop and the reflow check at 320 px.
  const routes = builtRoutes()
  const phoneRoutes = oneRoutePerTemplate(routes)
  for (const route of routes) {
    const onPhone = phoneRoutes.has(route)
    test(`${route || '/'} has no violations in light and dark, on desktop${onPhone ? ' and phone' : ''}, and reflows at 320 px`, async ({
      routePage: page,
    }) => {
      await page.setViewportSize({ width: widths.desktop, height: 900 })
      await open(page, `${base}${route || '/'}`)
      const found = await bothThemes(page, 'desktop')
      if (onPhone) {
        await page.setViewportSize({ width: widths.phone, height: 844 })
        found.push(...(await bothThemes(page, 'phone')))
      }
      // WCAG 1.4.10: at 320 CSS px (1280 px zoomed to 400%) nothing but code and tables scrolls sideways.
      await page.setViewportSize({ width: widths.reflow, height: 640 })
      found.push(...(await sidewaysOverflow(page)).map((line) => `[320 px, reflow] ${line}`))
      expect(found).toEqual([])
    })
  }

  // One test a device, so the two run beside each other.
  for (const [device, width, height] of [
    ['desktop', widths.desktop, 900],
    ['phone', widths.phone, 844],
  ] as const) {
    test(`the open search dialog has no violations on any screen, in light and dark, on ${device}`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await withoutMotion(page)
      await page.setViewportSize({ width, height })
      const found: string[] = []
      const screen = async (name: string) => found.push(...(await bothThemes(page, `${device}: ${name}`)))
      const openDialog = async () => {
        await page.getByRole('button', { name: /^Search/ }).click()
        await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
      }
      const searchBox = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')
      // A page without playgrounds: the dialog is the same on every page, and axe checks a page
      // with frames in each frame, which made this the slowest test of the suite.
      await open(page, `${base}/docs/learn/tutorial/setup`)
      await openDialog()
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches')
      await screen('start screen')
      await searchBox.fill('watch')
      await expect(page.getByRole('option').first()).toBeVisible()
      await screen('results')
      await searchBox.fill('statmngr')
      await expect(page.locator('.Site-Suggestions li').first()).toBeVisible()
      await screen('no results')
      // Chosen results become recent searches, with their save and remove buttons; saving one
      // shows a favorite too. Each next search starts once the chosen page has arrived.
      for (const name of ['StateManagerVisibility', 'useStateValue']) {
        await searchBox.fill(name)
        await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
        await openDialog()
      }
      await page.getByRole('treeitem').first().hover()
      await page.getByRole('button', { name: 'Save this search' }).first().click()
      await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible()
      await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible()
      await screen('recent and favorite searches')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // The error screen: neither index can be fetched.
      await page.route('**/search-{index,titles}.json', (route) => route.fulfill({ status: 500, body: 'down' }))
      await open(page, `${base}/docs/learn/tutorial/setup`)
      await openDialog()
      await searchBox.fill('watch')
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible()
      await screen('error')
      expect(found).toEqual([])
    })
  }

  test('open widgets have no violations: navigation menu, colour menu, live playgrounds', async ({ page }) => {
    test.setTimeout(180_000)
    await withoutMotion(page)
    await open(page, `${base}/docs/learn/react/selectors`)
    const found: string[] = []

    await page.getByRole('button', { name: /^Colour mode/ }).click()
    await expect(page.getByRole('menu', { name: 'Colour mode' })).toBeVisible()
    found.push(...(await bothThemes(page, 'colour menu')))
    await page.getByRole('menuitemradio').first().focus()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)

    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    await playground.hover()
    await expect(playground).toHaveAttribute('data-live', '')
    await expect(playground.locator('iframe').contentFrame().getByText('Hello, Ada!')).toBeVisible()
    await playground.getByRole('textbox').focus()
    found.push(...(await bothThemes(page, 'live playground')))
    // Its preview was on screen, so axe checked it.
    await expect(playground.locator('iframe')).not.toHaveAttribute(offScreenMark)

    await page.setViewportSize({ width: widths.phone, height: 844 })
    // Back at the top, where the navbar (hidden while scrolling down) shows its menu button.
    await page.evaluate(() => window.scrollTo(0, 0))
    await navbarAtRest(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible()
    found.push(...(await bothThemes(page, 'navigation menu')))
    expect(found).toEqual([])
  })

  test('a drawn Mermaid diagram has no violations', async ({ page }) => {
    await withoutMotion(page)
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await engage(page)
    await expect(page.locator('figure[data-rendered="true"] svg').first()).toBeVisible()
    expect(await bothThemes(page, 'diagram')).toEqual([])
  })

  test('the home page Quick Demo, alive, has no violations', async ({ page }) => {
    await withoutMotion(page)
    await open(page, `${base}/`)
    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    await playground.hover()
    await expect(playground.locator('iframe').contentFrame().getByLabel('Title')).toHaveValue('Groceries')
    expect(await bothThemes(page, 'quick demo')).toEqual([])
  })
})
