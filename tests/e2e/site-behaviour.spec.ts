import { expect, test, type Page } from '@playwright/test'
import { chooseColourMode } from './colour-mode'
import { open } from './open'
import { base } from './expected-routes'

const darkBackground = 'rgb(32, 36, 40)'
const lightBackground = 'rgb(255, 255, 255)'

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))


test.describe('colour mode', () => {
  test('each menu choice sets the mode and saves it under "theme"', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await open(page, `${base}/docs/learn/tutorial/setup`)
    expect(await storedTheme(page)).toBeNull()
    await expect(page.getByRole('button', { name: 'Colour mode: System' })).toBeVisible()

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
    await page.reload()
    expect(await theme(page)).toBe('dark')
    await page.getByRole('button', { name: 'Colour mode: Dark' }).click()
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
    await expect(second.getByRole('button', { name: 'Colour mode: Dark' })).toBeVisible()
  })

  test('with a dark system preference and nothing stored, the first paint is dark, before any script bundle runs', async ({ browser }) => {
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
    const button = page.getByRole('button', { name: /^Colour mode/ })
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
    await page.mouse.click(600, 600)
    await expect(html).not.toHaveClass(/keyboard-navigation/)
  })
})

test.describe('rendering errors', () => {
  test('a crash shows the crash screen with the error and its causes, titled "Page Error"; Try again recovers', async ({ page }) => {
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
})

test.describe('without local storage', () => {
  test('the site loads, warns once, and the colour menu and tabs still work', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
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
    expect(warnings.filter((text) => text.startsWith('Local storage is unavailable'))).toHaveLength(1)
    expect(errors).toEqual([])
  })
})

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' })

  test('shows until dismissed, then stays hidden across reloads from the first paint', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await expect(bar(page)).toContainText('These docs describe Cotton Box 0.10.0')
    await bar(page).getByRole('button', { name: 'Close the announcement' }).click()
    await expect(bar(page)).toBeHidden()
    expect(await page.evaluate(() => [localStorage.getItem('announcement-bar-dismissed'), localStorage.getItem('announcement-bar-id')])).toEqual([
      'true',
      'docs-describe-0.10.0',
    ])
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
    expect(await page.evaluate(() => [localStorage.getItem('announcement-bar-dismissed'), localStorage.getItem('announcement-bar-id')])).toEqual([
      'false',
      'docs-describe-0.10.0',
    ])
  })

  test('its link leads to the versions page', async ({ page }) => {
    await open(page, `${base}/`)
    await bar(page).getByRole('link', { name: 'See what changed' }).click()
    await expect(page).toHaveURL(`${base}/versions`)
  })
})

test.describe('lazily loaded parts', () => {
  test('a diagram whose code fails to load shows the error in a red box with Retry, and Retry recovers', async ({ page }) => {
    let block = true
    await page.route(/mermaid[^/]*\.js$/, (route) => (block ? route.abort() : route.continue()))
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
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
    await page.reload()
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
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
  const wasShown = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: { added: boolean } }).progressSeen.added)

  test('a slow route change shows the bar, which goes away when the page arrives', async ({ page }) => {
    await page.route('**/page-data/docs/api/misc/VERSION/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await recordProgressBar(page)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/cotton-box/docs/api/misc/VERSION'))
    await expect(page.locator('.route-progress')).toBeAttached()
    await expect(page.locator('h1')).toHaveText('VERSION')
    await expect(page.locator('.route-progress')).toHaveCount(0)
  })

  test('a fast route change never shows it', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.waitForLoadState('networkidle')
    await recordProgressBar(page)
    await page.getByRole('navigation', { name: 'Learn docs' }).getByRole('link', { name: 'Disposal' }).click()
    await expect(page.locator('h1')).toHaveText('Disposal')
    await page.waitForTimeout(400)
    expect(await wasShown(page)).toBe(false)
  })
})
