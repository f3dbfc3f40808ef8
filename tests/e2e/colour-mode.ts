import { expect, type Page } from '@playwright/test'
import { navbarAtRest } from './navbar'

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' })
const navigationMenu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })

/** The colour mode button: in the navbar, or in the navigation menu on narrow screens. */
export async function colourModeButton(page: Page, name: string | RegExp = /^Colour mode/) {
  if ((await menuToggle(page).isVisible()) && !(await navigationMenu(page).isVisible())) {
    await navbarAtRest(page)
    await menuToggle(page).click()
    await expect(navigationMenu(page)).toBeVisible()
  }
  return page.getByRole('button', { name })
}

/** Picks a colour mode as a reader would, then closes the navigation menu if it had to be opened. */
export async function chooseColourMode(page: Page, label: 'System' | 'Light' | 'Dark') {
  const button = await colourModeButton(page)
  if (!(await navigationMenu(page).isVisible())) await navbarAtRest(page)
  await button.click()
  // A click that did not reach the button fails here, not in a wait for a menu item.
  await expect(button, 'the colour menu opened').toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('menuitemradio', { name: label }).click()
  if (await navigationMenu(page).isVisible()) {
    await page.keyboard.press('Escape')
    await expect(navigationMenu(page)).toBeHidden()
  }
}
