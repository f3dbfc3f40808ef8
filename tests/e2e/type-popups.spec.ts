import { expect, test, type Locator, type Page } from '@playwright/test'
import { runAxe } from './axe'
import { base } from './expected-routes'
import { open } from './open'

/**
 * The type popups of code blocks (src/components/type-popup): what the compiler knows about a
 * name, by pointer, keyboard and touch, on the production build.
 */
const setupPage = `${base}/docs/learn/tutorial/setup`

const codeBlock = (page: Page, title: string) =>
  page.locator('[data-language]').filter({ has: page.getByText(title, { exact: true }) })
const popup = (page: Page) => page.getByRole('tooltip')
const named = (block: Locator, name: string) => block.locator('[data-typed-name]', { hasText: new RegExp(`^${name}$`) })

async function boxes(page: Page, name: Locator) {
  const nameBox = (await name.boundingBox())!
  const popupBox = (await popup(page).boundingBox())!
  return { nameBox, popupBox }
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('type popups', () => {
  test('pointing at a name shows its type; the popup can be hovered and goes when the pointer leaves both', async ({
    page,
  }) => {
    await open(page, setupPage)
    const greeting = named(codeBlock(page, 'check-install.ts'), 'Greeting').first()
    await greeting.hover()
    await expect(popup(page)).toHaveText('const Greeting: StateManager<string>')
    const { nameBox, popupBox } = await boxes(page, greeting)
    expect(overlaps(nameBox, popupBox), 'the popup never covers its name').toBe(false)
    // Across the gap and onto the popup: it stays, and its text can be selected there.
    await page.mouse.move(popupBox.x + 10, popupBox.y + popupBox.height / 2, { steps: 4 })
    await page.waitForTimeout(500)
    await expect(popup(page)).toBeVisible()
    await page.mouse.move(5, 700)
    await expect(popup(page)).toBeHidden()
  })

  test('a method shows its signature and the first sentence of its documentation', async ({ page }) => {
    await open(page, setupPage)
    await named(codeBlock(page, 'check-install.ts'), 'get').hover()
    await expect(popup(page).locator('code')).toHaveText(/^\(method\) \w*StateManager<string>\.get\(\): string/)
    await expect(popup(page).locator('p')).not.toBeEmpty()
  })

  test('keyboard: one Tab stop, arrows move between names with their popups, Escape closes and keeps focus', async ({
    page,
  }) => {
    await open(page, setupPage)
    const block = codeBlock(page, 'check-install.ts')
    const pre = block.locator('pre')
    await pre.focus()
    await expect(pre).toBeFocused()
    // The popups load on this first focus; the first arrow moves to the first name.
    await expect(async () => {
      await page.keyboard.press('ArrowRight')
      await expect(block.locator('[data-typed-name]').first()).toBeFocused({ timeout: 500 })
    }).toPass()
    await expect(popup(page)).toHaveText(/^\(alias\) class StateManager<State>/)
    const first = block.locator('[data-typed-name]').first()
    await expect(first).toHaveAttribute('aria-describedby', (await popup(page).getAttribute('id'))!)
    await page.keyboard.press('ArrowRight')
    const second = block.locator('[data-typed-name]').nth(1)
    await expect(second).toBeFocused()
    await expect(popup(page)).toHaveText('const Greeting: StateManager<string>')
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect(second).toBeFocused()
    await expect(second).not.toHaveAttribute('aria-describedby')
    // Tab leaves the block: its names are not Tab stops.
    await page.keyboard.press('Tab')
    await expect(block.locator('[data-typed-name]:focus')).toHaveCount(0)
  })

  test('a `^?` line shows the type under its line, and the copy button copies the code alone', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, setupPage)
    const block = codeBlock(page, 'check-install.ts')
    await expect(block.locator('[data-inline-type]')).toHaveText('      ^ const Greeting: StateManager<string>')
    await block.hover()
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        "import { StateManager } from 'cotton-box'",
        '',
        "const Greeting = new StateManager('Hello, Cotton Box!')",
        '',
        'console.log(Greeting.get())',
      ].join('\n'),
    )
  })

  test('the Markdown copy and llms-full.txt carry the code without the `^?` line', async ({ request }) => {
    for (const url of [`${base}/docs/learn/tutorial/setup.md`, `${base}/llms-full.txt`]) {
      const text = await (await request.get(url)).text()
      expect(text, url).toContain(
        "const Greeting = new StateManager('Hello, Cotton Box!')\n\nconsole.log(Greeting.get())",
      )
      expect(text, url).not.toContain('^?')
    }
  })

  test('a page reached by a client-side navigation has its popups too (its types come with its page data)', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial`)
    await page.evaluate(
      (route) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(route),
      `${base}/docs/learn/tutorial/setup`,
    )
    await expect(page.locator('h1')).toHaveText('Setup')
    const greeting = named(codeBlock(page, 'check-install.ts'), 'Greeting').first()
    await greeting.hover()
    await expect(popup(page)).toHaveText('const Greeting: StateManager<string>')
  })

  test('no axe violations with a popup open, light and dark', async ({ page }) => {
    await open(page, setupPage)
    await named(codeBlock(page, 'check-install.ts'), 'Greeting').first().hover()
    await expect(popup(page)).toBeVisible()
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme)
      const results = await runAxe(page, {
        include: ['[role="tooltip"]', 'pre'],
        tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'],
      })
      expect(
        results.violations.map(
          (violation) =>
            `[${theme}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    }
  })
})

for (const width of [390, 320]) {
  test.describe(`type popups on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 640 }, hasTouch: true, isMobile: true })

    test('a tap shows the popup inside the screen, beside its name; a tap elsewhere closes it', async ({ page }) => {
      await open(page, setupPage)
      const greeting = named(codeBlock(page, 'check-install.ts'), 'Greeting').first()
      await greeting.scrollIntoViewIfNeeded()
      await expect(async () => {
        await greeting.tap()
        await expect(popup(page)).toBeVisible({ timeout: 500 })
      }).toPass()
      const { nameBox, popupBox } = await boxes(page, greeting)
      expect(overlaps(nameBox, popupBox)).toBe(false)
      expect(popupBox.x).toBeGreaterThanOrEqual(0)
      expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(width)
      await page.locator('h1').tap()
      await expect(popup(page)).toBeHidden()
    })
  })
}
