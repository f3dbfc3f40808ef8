import type { Page, Response } from '@playwright/test'

/**
 * Opens a page and waits until React has hydrated it (gatsby-browser.tsx marks <html>), so that
 * clicks and key presses reach working controls instead of server-rendered markup.
 */
export async function open(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** Reloads the page and, like `open`, waits until React has hydrated it again. */
export async function reload(page: Page): Promise<void> {
  await page.reload()
  await hydrated(page)
}

function hydrated(page: Page): Promise<void> {
  return page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * A reader moving the pointer. Diagrams and playgrounds near the viewport load only once the
 * reader has engaged with the page (src/components/lazy/reader-engaged.ts).
 */
export async function engage(page: Page): Promise<void> {
  await page.mouse.move(5, 5)
  await page.mouse.move(10, 10)
}
