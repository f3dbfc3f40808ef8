import { expect, test } from '@playwright/test'
import { open } from './open'
import { base } from './expected-routes'

test.describe('navbar', () => {
  test('holds the logo and title, Learn, API and Blog on the left and GitHub on the right', async ({ page }) => {
    await open(page, `${base}/docs/api/core/Watcher`)
    const navbar = page.getByRole('navigation', { name: 'Main' })
    await expect(navbar.getByRole('link', { name: 'Cotton Box' })).toHaveAttribute('href', base)
    const links = navbar.getByRole('link')
    await expect(links).toHaveText(['Cotton Box', 'Learn', 'API', 'Blog', /GitHub/])
    const learn = await navbar.getByRole('link', { name: 'Learn' }).boundingBox()
    const github = await navbar.getByRole('link', { name: /GitHub/ }).boundingBox()
    expect(github!.x).toBeGreaterThan(learn!.x + 500)
  })

  const targets = [
    { name: 'Learn', url: '/docs/learn/tutorial', heading: 'Tutorial' },
    { name: 'API', url: '/docs/api/core', heading: 'Core' },
    { name: 'Blog', url: '/blog', heading: 'Blog' },
  ]
  for (const { name, url, heading } of targets) {
    test(`${name} leads to ${url}`, async ({ page }) => {
      await open(page, `${base}/`)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(`${base}${url}`)
      await expect(page.locator('h1')).toHaveText(heading)
    })
  }

  test('marks the section of the current page', async ({ page }) => {
    await open(page, `${base}/docs/learn/react/selectors`)
    const navbar = page.getByRole('navigation', { name: 'Main' })
    await expect(navbar.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'true')
    await expect(navbar.getByRole('link', { name: 'API' })).not.toHaveAttribute('aria-current', /.+/)
  })

  test('GitHub is an external link that opens safely in a new tab and says so', async ({ page }) => {
    await open(page, `${base}/`)
    const github = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /GitHub/ })
    await expect(github).toHaveAttribute('href', 'https://github.com/glyph-cat/cotton-box')
    await expect(github).toHaveAttribute('target', '_blank')
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(github).toHaveAccessibleName('GitHub (opens in a new tab)')
  })

  test('hides while the reader scrolls down and comes back on scrolling up', async ({ page }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    const navbarTop = async () => (await page.locator('header').first().boundingBox())!.y
    expect(await navbarTop()).toBeGreaterThanOrEqual(0)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await expect.poll(navbarTop).toBeLessThanOrEqual(-60)
    await page.mouse.wheel(0, -200)
    await expect.poll(navbarTop).toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})

test.describe('banner and footer', () => {
  test('a banner says the library is experimental and the docs might be incomplete', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await expect(page.getByRole('region', { name: 'Experimental' })).toHaveText(
      /still experimental.*documentation might be incomplete/,
    )
  })

  test('the dark footer has link columns, the logo and the copyright line', async ({ page }) => {
    await open(page, `${base}/`)
    const footer = page.locator('footer')
    await expect(footer.getByText('Copyright © 2025 GlyphCat')).toBeVisible()
    await expect(footer.locator('svg').first()).toBeVisible()
    for (const column of ['Docs', 'Community', 'More']) {
      await expect(footer.getByRole('navigation', { name: column }).getByRole('link').first()).toBeVisible()
    }
    const background = await footer.evaluate((element) => getComputedStyle(element).backgroundColor)
    const [r, g, b] = background.match(/\d+/g)!.map(Number)
    expect(r + g + b).toBeLessThan(150)
    await footer.getByRole('link', { name: 'Using with React' }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/react`)
  })
})

test.describe('skip link', () => {
  test('is the first thing Tab reaches and moves focus to the main content', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/disposal`)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    // The next Tab continues inside the main content, not in the navbar.
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))
    expect(inMain).toBe(true)
  })
})
