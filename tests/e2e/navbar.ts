import { expect, type Page } from '@playwright/test'

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
