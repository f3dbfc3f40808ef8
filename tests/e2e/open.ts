import type { Page, Response } from '@playwright/test'

/**
 * Opens a page and waits until React has hydrated it (gatsby-browser.tsx marks <html>), so that
 * clicks and key presses reach working controls instead of server-rendered markup.
 */
export async function open(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}
