import { expect, test, type Page } from '@playwright/test'
import { base } from './expected-routes'
import { engage, open } from './open'

// The Content-Security-Policy every built page carries (src/node/csp/) must let the site work:
// no page kind, no lazily loaded part and no search may trip it.

interface Violation {
  readonly directive: string
  readonly blocked: string
  readonly where: string
}

/** Records the policy violations of the page, from the event and from the console of every frame. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        where: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    // The browser's message names the blocked thing's hash; the policy it quotes is left out.
    const text = message.text()
    if (/Content.Security.Policy/i.test(text)) consoleErrors.push(text.replace(/directive '.*?'\. /, 'directive. '))
  })
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    )
    return [...events.map((event) => `${event.directive}: ${event.blocked} at ${event.where}`), ...consoleErrors]
  }
}

const pageKinds = [
  ['home', '/'],
  ['generated docs index', '/docs/learn/tutorial'],
  ['learn page', '/docs/learn/tutorial/setup'],
  ['API page', '/docs/api/core/StateManager'],
  ['blog list', '/blog'],
  ['blog post', '/blog/reincarnation-of-an-old-package'],
  ['author page', '/blog/authors/glyphcat'],
  ['search page', '/search?q=state'],
  ['404', '/no-such-page'],
] as const

test.describe('Content-Security-Policy', () => {
  test('every page carries the policy before any script', async ({ page }) => {
    for (const [, route] of pageKinds) {
      const response = await page.request.get(`${base}${route}`)
      const html = await response.text()
      const meta = html.indexOf('http-equiv="Content-Security-Policy"')
      expect(meta, route).toBeGreaterThan(0)
      expect(html.search(/<script/), route).toBeGreaterThan(meta)
      expect(html, route).not.toContain('unsafe-inline')
    }
  })

  for (const [kind, route] of pageKinds) {
    test(`the ${kind} loads without a violation`, async ({ page }) => {
      const violations = await watchViolations(page)
      await open(page, `${base}${route}`)
      await page.waitForLoadState('networkidle')
      expect(await violations()).toEqual([])
    })
  }

  test('the search page shows its results without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await open(page, `${base}/search?q=state`)
    await expect(page.locator('[data-result-count]')).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('the search dialog opens and searches without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await open(page, `${base}/`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.locator('.DocSearch-Input').fill('StateManager')
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('a Mermaid diagram renders, styled, without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await engage(page)
    const diagram = page.locator('figure[data-rendered="true"] svg').first()
    await expect(diagram).toBeVisible()
    // Mermaid's own stylesheet applies: actor boxes are filled with the theme colour, not SVG's black.
    const fill = await diagram
      .locator('rect.actor')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill)
    expect(fill).not.toBe('rgb(0, 0, 0)')
    expect(await violations()).toEqual([])
  })

  test('a playground comes to life and runs without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await open(page, `${base}/docs/learn/react/quick-start`)
    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    await expect(playground).toHaveAttribute('data-live', '')
    await expect(playground.locator('iframe').contentFrame().getByText('Count: 0')).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('moving between pages in the browser trips nothing (images and diagrams rendered client-side)', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await open(page, `${base}/`)
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click()
    await expect(page).toHaveURL(`${base}/blog`)
    await page.getByRole('link', { name: 'Reincarnation of an Old Package' }).first().click()
    await expect(page.locator('h1')).toHaveText('Reincarnation of an Old Package')
    await page.locator('img').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })
})
