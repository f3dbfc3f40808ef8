import { expect, test, type Page } from '@playwright/test'
import { open } from './open'
import { base } from './expected-routes'

const darkBackground = 'rgb(32, 36, 40)'
const lightBackground = 'rgb(255, 255, 255)'

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))

async function chooseColourMode(page: Page, label: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: /^Colour mode/ }).click()
  await page.getByRole('menuitemradio', { name: label }).click()
}

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
