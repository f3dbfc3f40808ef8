import { expect, test, type Page } from '@playwright/test'
import { chooseColourMode } from './colour-mode'
import { engage, open } from './open'
import { base } from './expected-routes'

const codeBlock = (page: Page, title: string) =>
  page.locator('[data-language]').filter({ has: page.getByText(title, { exact: true }) })

test.describe('code blocks', () => {
  test('are highlighted in the served HTML, before any JavaScript runs', async ({ request }) => {
    const html = await (await request.get(`${base}/docs/learn/tutorial/quick-start`)).text()
    expect(html).toMatch(/<span class="token keyword"[^>]*>import<\/span>/)
    // A name the compiler knows is marked inside its token, for the type popups.
    expect(html).toMatch(/<span class="token class-name"[^>]*><span data-typed-name="\d+">StateManager<\/span><\/span>/)
  })

  test('show their title and mark the lines that magic comments highlight, without the comments or the cut lines', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const block = codeBlock(page, 'theme-state.ts')
    await expect(block).toBeVisible()
    await expect(block.locator('pre')).not.toContainText('highlight-start')
    // The sample's check-only lines (the stored value it is run with, what it prints) stay hidden.
    await expect(block.locator('pre')).not.toContainText('---cut')
    await expect(block.locator('pre')).not.toContainText('"mode":"blue"')
    await expect(block.locator('pre')).not.toContainText('console.log')
    const highlighted = block.locator('[data-highlighted]')
    await expect(highlighted).toHaveCount(14)
    await expect(highlighted.first()).toContainText('// The valid fields of the saved theme')
    await expect(highlighted.last()).toHaveText('}')
    const background = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(highlighted.first())).not.toBe(await background(block.locator('pre > code > span').first()))
  })

  test('the copy button copies the exact code without magic comments and says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const block = codeBlock(page, 'spread.ts')
    await block.hover()
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
    await expect(block.getByRole('status')).toHaveText('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(
      [
        "import { StateManager } from 'cotton-box'",
        '',
        "const UserState = new StateManager({ firstName: 'Ada', lastName: 'Lovelace', luckyNumber: 7 })",
        '',
        'UserState.set((user) => ({ ...user, luckyNumber: 42 }))',
        'console.log(UserState.get())',
      ].join('\n'),
    )
  })

  test('the word-wrap toggle wraps long lines and unwraps them again', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const block = codeBlock(page, 'theme-state.ts')
    const toggle = block.getByRole('button', { name: 'Wrap long lines' })
    const whiteSpace = () =>
      block
        .locator('pre > code > span > span')
        .last()
        .evaluate((element) => getComputedStyle(element).whiteSpace)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await whiteSpace()).toBe('pre')
    await block.hover()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await whiteSpace()).toBe('pre-wrap')
    await toggle.click()
    expect(await whiteSpace()).toBe('pre')
  })

  test('inline code stays plain', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const inline = page.locator('article p code').first()
    await expect(inline).toBeVisible()
    await expect(inline.locator('.token')).toHaveCount(0)
  })
})

test.describe('output panels', () => {
  test('show what a runnable example prints, labelled "Output", as plain text right after the code', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const output = page.getByRole('figure', { name: 'Output' }).filter({ hasText: 'luckyNumber: 42' })
    await expect(output).toBeVisible()
    await expect(output.locator('figcaption')).toHaveText('Output')
    await expect(output.locator('pre')).toHaveText("{ firstName: 'Ada', lastName: 'Lovelace', luckyNumber: 42 }")
    await expect(output.locator('.token')).toHaveCount(0)
    await expect(output.getByRole('button')).toHaveCount(0)
    const code = codeBlock(page, 'spread.ts')
    const outputBox = (await output.boundingBox())!
    const codeBox = (await code.boundingBox())!
    expect(outputBox.y).toBeGreaterThan(codeBox.y + codeBox.height - 1)
    expect(outputBox.y - (codeBox.y + codeBox.height)).toBeLessThan(24)
  })

  test('look different from code and follow the colour mode', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const output = page.getByRole('figure', { name: 'Output' }).first()
    const background = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor)
    const lightOutput = await background(output)
    expect(lightOutput).not.toBe(await background(codeBlock(page, 'read.ts')))
    await chooseColourMode(page, 'Dark')
    await expect.poll(() => background(output)).not.toBe(lightOutput)
    expect(await background(output)).not.toBe(await background(codeBlock(page, 'read.ts')))
  })
})

test.describe('admonitions', () => {
  test('render with their custom or default title and an accessible note role', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const caution = page.getByRole('note', { name: 'Caution!' })
    await expect(caution).toBeVisible()
    await expect(caution).toContainText('loops forever')
    await expect(caution.locator('svg')).toHaveCount(1)
    await open(page, `${base}/docs/learn/react/setup`)
    await expect(page.getByRole('note', { name: 'Info' })).toContainText('React 18 or newer')
  })
})

test.describe('tabs', () => {
  const groups = (page: Page) => page.locator('main').getByRole('tablist')

  test('switching one language group switches every group of that id, and the URL says so', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    await expect(groups(page)).toHaveCount(2)
    await groups(page).nth(0).getByRole('tab', { name: 'JavaScript' }).click()
    for (const index of [0, 1]) {
      await expect(groups(page).nth(index).getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
    }
    await expect(page.getByRole('tabpanel').filter({ hasText: 'lucky.js' })).toBeVisible()
    await expect(page.getByText('lucky.ts', { exact: true })).toBeHidden()
    await expect(page).toHaveURL(/[?&]language=js/)
  })

  test('the choice survives a reload and reaches other pages', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.getByRole('tab', { name: 'pnpm' }).click()
    await expect(page.getByRole('tabpanel').filter({ visible: true })).toHaveText(/pnpm add cotton-box/)
    await page.reload()
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true')
    await open(page, `${base}/docs/learn/react/setup`)
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').filter({ visible: true })).toHaveText(
      /pnpm add cotton-box cotton-box-react/,
    )
  })

  test('a value in the query string selects the tab', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start?language=js`)
    await expect(groups(page).nth(1).getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true')
  })

  test('arrow keys, Home and End move between tabs and select them', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    const npm = page.getByRole('tab', { name: 'npm', exact: true })
    await npm.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'yarn' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'pnpm' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(npm).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('tabindex', '0')
    await expect(npm).toHaveAttribute('tabindex', '-1')
  })

  test('the clicked tab stays in place when a group above it changes height', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const lower = groups(page).nth(1).getByRole('tab', { name: 'JavaScript' })
    await lower.scrollIntoViewIfNeeded()
    const upperPanel = page.getByRole('tabpanel').filter({ hasText: 'user-state.ts' })
    const heightBefore = (await upperPanel.boundingBox())!.height
    const before = (await lower.boundingBox())!.y
    await lower.click()
    const heightAfter = (await page.getByRole('tabpanel').filter({ hasText: 'user-state.js' }).boundingBox())!.height
    expect(heightAfter).toBeLessThan(heightBefore - 50)
    const after = (await lower.boundingBox())!.y
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2)
  })
})

test.describe('Mermaid diagrams', () => {
  test('render as SVG in reserved space and follow the colour mode', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const figure = page.locator('figure[data-rendered]')
    const heightBefore = (await figure.boundingBox())!.height
    await expect(figure).toHaveAttribute('data-rendered', 'false')
    await engage(page)
    await expect(figure).toHaveAttribute('data-rendered', 'true')
    await expect(figure.locator('svg').first()).toBeVisible()
    expect(Math.abs((await figure.locator(':scope > div').first().boundingBox())!.height - 420)).toBeLessThan(2)
    expect(heightBefore).toBeGreaterThan(400)
    const lightSvg = await figure.locator('svg').first().innerHTML()
    await chooseColourMode(page, 'Dark')
    await expect(figure).toHaveAttribute('data-theme', 'dark')
    await expect.poll(() => figure.locator('svg').first().innerHTML()).not.toBe(lightSvg)
  })

  test('keep their source in the page for screen readers and readers without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${base}/docs/api/core/SimpleFiniteStateManager`)
    await expect(page.locator('figure pre', { hasText: 'stateDiagram' })).toContainText('closed --> locked')
    await context.close()
  })

  test('the mermaid library loads on a page with a diagram, and never on a page without one', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.waitForLoadState('networkidle')
    expect(requested.filter((url) => url.includes('mermaid'))).toEqual([])
    await page.getByRole('link', { name: 'Persisting State' }).first().click()
    await expect(page.locator('figure[data-rendered="true"] svg').first()).toBeVisible()
    expect(requested.some((url) => /mermaid[^/]*\.js$/.test(url))).toBe(true)
  })
})

test.describe('headings and scrolling', () => {
  test('headings have named anchor links after their text that appear on hover and keyboard focus only', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const heading = page.locator('h2#a-realistic-version')
    // gatsby-remark-autolink-headers' link, named after the heading (rehype-heading-anchor-labels.ts).
    const anchor = heading.getByRole('link', { name: 'Direct link to A realistic version', exact: true })
    await expect(anchor).toHaveAttribute('href', '#a-realistic-version')
    await expect(anchor).toHaveClass('heading-anchor after')
    const icon = anchor.locator('svg')
    await expect(icon).toBeHidden()
    await heading.hover()
    await expect(icon).toBeVisible()
    // The plugin's own style shows the icon on any focus; the site's, on keyboard focus only.
    await anchor.click()
    await page.mouse.move(0, 0)
    await expect(icon).toBeHidden()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(anchor).toBeFocused()
    await expect(icon).toBeVisible()
    // The plugin pads its link; the site's 24 px target keeps the 16 px icon in its middle.
    const [link, svg] = await Promise.all([anchor.boundingBox(), icon.boundingBox()])
    expect([link?.width, svg && link ? svg.x - link.x : null]).toEqual([24, 4])
  })

  test('opening a URL with a hash puts the heading just below the navbar', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state#when-init-throws`)
    const top = () => page.locator('#when-init-throws').evaluate((element) => element.getBoundingClientRect().top)
    await expect.poll(top).toBeLessThan(140)
    expect(await top()).toBeGreaterThanOrEqual(60)
  })

  test('a link to another page with a hash scrolls to the heading; one without goes to the top', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    await page.getByRole('link', { name: 'realistic version' }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/persisting-state#a-realistic-version`)
    const top = () => page.locator('#a-realistic-version').evaluate((element) => element.getBoundingClientRect().top)
    await expect.poll(top).toBeLessThan(140)
    expect(await top()).toBeGreaterThanOrEqual(60)
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page.locator('h1')).toHaveText('Using with React')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a page can limit its table of contents to h2 headings', async ({ page }) => {
    await open(page, `${base}/docs/learn/react/setup`)
    // The page has h3 headings, and its table of contents lists only the h2 ones.
    expect(await page.locator('article h3').count()).toBeGreaterThan(0)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link')).toHaveCount(await page.locator('article h2').count())
  })
})

test.describe('doc tags and Markdown pages', () => {
  test('the tags list shows each tag with its count and links to its page', async ({ page }) => {
    await open(page, `${base}/docs/tags`)
    await expect(page.locator('h1')).toHaveText('Docs tags')
    await expect(page.locator('main li')).toHaveText(['lifecycle (4)', 'persistence (1)', 'state machines (4)'])
    await page.getByRole('link', { name: 'state machines' }).click()
    await expect(page.locator('h1')).toHaveText('4 docs tagged with "state machines"')
    await expect(page.locator('main ul a span:first-child')).toHaveText([
      'InvalidStateTransitionError',
      'SimpleFiniteStateManager',
      'SimpleFiniteStateManagerOptions',
      'StateTransition',
    ])
  })

  test('a doc links its tags in its footer', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    const tags = page.getByRole('navigation', { name: 'Tags' })
    await expect(tags.getByRole('link')).toHaveText(['lifecycle', 'persistence'])
    await tags.getByRole('link', { name: 'lifecycle' }).click()
    await expect(page).toHaveURL(`${base}/docs/tags/lifecycle`)
    await expect(page.locator('main')).toContainText('StateManagerDidSetArgs')
  })

  test('an MDX file under content/pages is a page with the site layout and no docs sidebar', async ({ page }) => {
    const response = await open(page, `${base}/versions`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Versions | Cotton Box')
    await expect(page.locator('h1')).toHaveText('Versions')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: /docs$/ })).toHaveCount(0)
    await expect(page.locator('main')).toContainText('These docs describe Cotton Box 0.14.0')
  })
})

test.describe('line numbers and line ranges', () => {
  test('showLineNumbers numbers every line, and {17-24} highlights those lines', async ({ page, context }) => {
    await open(page, `${base}/docs/api/core/SimpleFiniteStateManager`)
    const block = codeBlock(page, 'door.ts')
    const lines = block.locator('pre > code > span')
    const count = await lines.count()
    expect(count).toBeGreaterThan(15)
    const numbers = await lines.locator('span[aria-hidden="true"]').allTextContents()
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)))
    const highlighted = block.locator('[data-highlighted]')
    await expect(highlighted).toHaveCount(8)
    await expect(highlighted.nth(0)).toContainText("console.log(Door.trySet('locked'))")
    await expect(highlighted.nth(4)).toContainText("Door.set('locked')")
    await expect(lines.nth(15)).not.toHaveAttribute('data-highlighted')
    // The numbers are not part of the code: the copy button leaves them out.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await block.hover()
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^import \{ SimpleFiniteStateManager \} from 'cotton-box'\n/,
    )
  })
})
