import type { Page } from '@playwright/test'

/** Picks a colour mode from the navbar menu, as a reader would. */
export async function chooseColourMode(page: Page, label: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: /^Colour mode/ }).click()
  await page.getByRole('menuitemradio', { name: label }).click()
}
