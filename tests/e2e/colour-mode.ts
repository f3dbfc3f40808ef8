import { expect, type Page } from '@playwright/test'

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' })
const navigationMenu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' })

/**
 * Brings the navbar back as a reader does, by scrolling up a little, and waits until it has
 * stopped moving. Scrolled down the page, the navbar is hidden and slides in on the first scroll
 * up (200 ms); a click aimed at one of its buttons while it slides can press on the button and
 * release elsewhere, and then nothing opens.
 */
export async function navbarAtRest(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.scrollY > 0) window.scrollBy({ top: -1, behavior: 'instant' })
  })
  await expect
    .poll(() =>
      page
        .getByRole('banner')
        .first()
        .evaluate((navbar) => navbar.getBoundingClientRect().top >= 0 && navbar.getAnimations().every((animation) => animation.playState !== 'running')),
    )
    .toBe(true)
}

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
