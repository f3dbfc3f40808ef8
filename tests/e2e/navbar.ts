import { expect, type Page } from '@playwright/test'

/**
 * Brings the navbar back as a reader does, by scrolling up a little, and waits until it has
 * stopped moving. Scrolled down the page, the navbar is hidden and slides in on the first scroll
 * up (200 ms); a click aimed at one of its buttons while it slides can press on the button and
 * release elsewhere, and then nothing opens.
 */
export async function navbarAtRest(page: Page): Promise<void> {
  const navbar = page.getByRole('banner').first()
  await expect
    .poll(() =>
      navbar.evaluate(async (element) => {
        // A page reports the scrolls of one frame as one event, and the navbar takes the direction
        // from it: let a scroll made just before (a jump down the page) arrive on its own first.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        if (element.getBoundingClientRect().top < 0 && window.scrollY > 0)
          window.scrollBy({ top: -1, behavior: 'instant' })
        return (
          element.getBoundingClientRect().top >= 0 &&
          element.getAnimations().every((animation) => animation.playState !== 'running')
        )
      }),
    )
    .toBe(true)
}
