import { expect, test, type Page } from '@playwright/test'
import { open } from './open'
import { base } from './expected-routes'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

const toggle = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })

test.describe('mobile navigation (390 px)', () => {
  test('the navbar collapses into a menu toggle', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await expect(toggle(page)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Learn docs' })).toBeHidden()
  })

  test('on a docs page the menu opens on the docs sidebar, and goes back to the main menu', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await toggle(page).click()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Persisting State' })).toBeVisible()
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText('Setup')
    await menu(page).getByRole('button', { name: '← Back to main menu' }).click()
    const main = menu(page).getByRole('navigation', { name: 'Main menu' })
    await expect(main.getByRole('link')).toHaveText(['Learn', 'API', 'Blog', /GitHub/])
  })

  test('choosing a page navigates and closes the menu', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await toggle(page).click()
    await menu(page).getByRole('link', { name: 'Disposal' }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/disposal`)
    await expect(menu(page)).toHaveCount(0)
    // The menu then offers the new page's sidebar, with the new page marked.
    await toggle(page).click()
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText('Disposal')
  })

  test('Escape closes the menu and focus returns to the toggle; Tab stays inside while open', async ({ page }) => {
    await open(page, `${base}/`)
    await toggle(page).click()
    await expect(menu(page).getByRole('button', { name: 'Close navigation menu' })).toBeFocused()
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab')
      expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
    await expect(toggle(page)).toBeFocused()
  })

  test('widening the window to desktop closes the menu', async ({ page }) => {
    await open(page, `${base}/docs/api/core`)
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(menu(page)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'API docs' })).toBeVisible()
  })

  test('the browser back button closes the menu', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.getByRole('link', { name: /^Next/ }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/which-state-manager-should-i-use`)
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/setup`)
    await expect(menu(page)).toHaveCount(0)
  })

  test('the colour mode menu is reachable from the mobile menu', async ({ page }) => {
    await open(page, `${base}/`)
    await toggle(page).click()
    await menu(page)
      .getByRole('button', { name: /^Colour mode/ })
      .click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})
