import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { base } from './expected-routes'
import { open } from './open'

const learnPage = `${base}/docs/learn/tutorial/quick-start`

interface FocusInfo {
  /** Role or tag, then the accessible name as far as the page can tell. */
  readonly label: string
  /** An outline or a box shadow marks it (on itself or, for tabs inside a frame, its parent). */
  readonly marked: boolean
  readonly inViewport: boolean
}

/** What has focus, and whether a sighted keyboard user can see it. */
function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { label: 'body', marked: false, inViewport: false }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60)
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
    const hasMark = (target: Element) => {
      const style = getComputedStyle(target)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '')
    }
    const box = element.getBoundingClientRect()
    return {
      label: `${role}: ${name}`,
      marked: hasMark(element),
      inViewport: box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0,
    }
  })
}

/** Presses Tab until `until` has focus (or `limit` presses), checking every stop shows its focus. */
async function tabThrough(page: Page, limit: number, until?: RegExp): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab')
    const info = await focusInfo(page)
    stops.push(info.label)
    expect.soft(info.marked, `a visible focus indicator on "${info.label}"`).toBe(true)
    expect.soft(info.inViewport, `"${info.label}" scrolled into view when focused`).toBe(true)
    if (until?.test(info.label)) break
  }
  return stops
}

/** The index of the first stop matching each pattern, which must increase: the order readers meet them. */
function expectInOrder(stops: ReadonlyArray<string>, patterns: ReadonlyArray<RegExp>) {
  const positions = patterns.map((pattern) => stops.findIndex((stop) => pattern.test(stop)))
  patterns.forEach((pattern, index) =>
    expect(positions[index], `${pattern} is reached by Tab; stops: ${stops.join(' | ')}`).toBeGreaterThanOrEqual(0),
  )
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
}

test.describe('keyboard-only walkthrough', () => {
  test.beforeEach(async ({ page }) => {
    // Without smooth scrolling a focused element is in view as soon as it has focus.
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('Tab reaches the skip link, navbar, search, colour menu, sidebar, tabs, code copy and TOC, in reading order, each with visible focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, learnPage)
    const stops = await tabThrough(page, 160, /^a: Next steps$/)
    expectInOrder(stops, [
      /^a: Skip to main content$/,
      /^a: .*Cotton Box/,
      /^a: Learn$/,
      /^a: API$/,
      /^a: Blog$/,
      /^a: GitHub/,
      /^button: Search/,
      /^button: Colour mode/,
      /^button: Collapse the Tutorial category$/,
      /^a: Setup$/,
      /^tab: TypeScript$/,
      /^button: Copy code to clipboard$/,
      /^a: Next steps$/,
    ])
  })

  test('each widget works from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, learnPage)

    // Skip link: into the main content.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    // Tabs: arrow keys move the selection and the focus.
    const typescript = page.getByRole('tab', { name: 'TypeScript' }).first()
    await typescript.focus()
    await page.keyboard.press('ArrowRight')
    const javascript = page.getByRole('tab', { name: 'JavaScript' }).first()
    await expect(javascript).toBeFocused()
    await expect(javascript).toHaveAttribute('aria-selected', 'true')

    // Code copy: the button shows on focus and copies.
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first()
    await copy.focus()
    await expect(copy).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1)
    // The first block is now the JavaScript tab's user-state.js, copied as its page's source has it.
    const source = /```js title="user-state\.js"\n([\s\S]*?)\n```/.exec(
      readFileSync('content/docs/learn/tutorial/quick-start.mdx', 'utf8'),
    )![1]
    expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(source)

    // Sidebar: a category folds and unfolds with Enter.
    const category = page.getByRole('button', { name: 'Collapse the Tutorial category' })
    await category.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Expand the Tutorial category' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Collapse the Tutorial category' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    // TOC: Enter jumps to the section.
    const tocLink = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last()
    const target = (await tocLink.getAttribute('href'))!
    await tocLink.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator(target)).toBeInViewport()

    // Colour menu: open, choose Dark, focus comes back.
    const colour = page.getByRole('button', { name: /^Colour mode/ })
    await colour.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitemradio', { name: 'Dark' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(colour).toBeFocused()

    // Search: the shortcut opens it, arrows pick a result, Enter goes there.
    await page.keyboard.press('Control+k')
    const searchbox = page.getByRole('searchbox')
    await expect(searchbox).toBeFocused()
    await page.keyboard.type('wait')
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/tutorial\/quick-start/)
  })

  test('on a phone, the navigation menu opens from the keyboard, keeps focus inside and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, learnPage)
    const toggle = page.getByRole('button', { name: 'Open navigation menu' })
    const stops = await tabThrough(page, 10, /Open navigation menu/)
    expect(stops.at(-1)).toMatch(/Open navigation menu/)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Navigation menu' })
    await expect(menu).toBeVisible()
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})
