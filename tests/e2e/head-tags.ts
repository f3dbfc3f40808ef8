import type { Page } from '@playwright/test'

/**
 * The `attribute` of every element in the document's head that matches `selector`, in order.
 *
 * As a page hydrates, React 19 puts its own copy of each head tag in and Gatsby removes the
 * server's a moment later, so for that moment a tag is there twice. A test polls this list
 * (`expect.poll(...).toEqual([...])`): it reads the head the page settles on, and still fails
 * when a tag stays doubled or goes missing.
 */
export function headValues(page: Page, selector: string, attribute: string): Promise<Array<string | null>> {
  return page
    .locator('head')
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name)), attribute)
}
