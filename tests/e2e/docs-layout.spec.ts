import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { open } from './open'
import { apiPages, base } from './expected-routes'

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Learn docs' })

test.describe('docs sidebar', () => {
  test('shows the Learn categories, in order, with their pages in sidebar order', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const sidebar = sidebarOf(page)
    const categories = sidebar.locator(':scope > ul > li')
    await expect(categories).toHaveCount(3)
    await expect(categories.nth(0).getByRole('link').first()).toHaveText('Tutorial')
    await expect(categories.nth(1).getByRole('link').first()).toHaveText('Using with React')
    await expect(categories.nth(2).getByRole('link').first()).toHaveText('Guides')
    await expect(categories.nth(0).locator('ul a')).toHaveText([
      'Setup',
      'Which State Manager Should I Use?',
      'Quick Start',
      'Watching for State Changes',
      'Waiting for State Change',
      'Disposal',
      'Persisting State',
    ])
    await expect(categories.nth(1).locator('ul a').last()).toHaveText('Migration from react-relink')
    await expect(categories.nth(2).locator('ul a')).toHaveText([
      'TypeScript',
      'Structuring an App',
      'Async Data and Errors',
      'Testing',
      'Server Rendering and Next.js',
    ])
  })

  test('API pages show the API sidebar with Core, React and Miscellaneous', async ({ page }) => {
    await open(page, `${base}/docs/api/misc/VERSION`)
    const sidebar = page.getByRole('navigation', { name: 'API docs' })
    await expect(sidebar.locator(':scope > ul > li > div > a')).toHaveText(['Core', 'React', 'Miscellaneous'])
    await expect(sidebar.getByRole('link', { name: 'SimpleStateManager', exact: true })).toBeVisible()
  })

  test('highlights the current page and only it', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/disposal`)
    const current = sidebarOf(page).locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('Disposal')
    const colour = (name: string) =>
      sidebarOf(page)
        .getByRole('link', { name, exact: true })
        .evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await colour('Disposal')).not.toBe(await colour('Persisting State'))
  })

  test('the sidebar is in the page as served, and its data is fetched once for every docs page', async ({
    page,
    request,
  }) => {
    const sidebarData: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/page-data/sq/')) sidebarData.push(sent.url())
    })
    const html = await (await request.get(`${base}/docs/learn/tutorial/setup`)).text()
    expect(html).toContain('aria-label="Learn docs"')
    await open(page, `${base}/docs/learn/tutorial/setup`)
    expect(sidebarData).toHaveLength(1)
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page.locator('h1')).toHaveText('Which State Manager Should I Use?')
    await expect(sidebarOf(page).locator('[aria-current="page"]')).toHaveText('Which State Manager Should I Use?')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'API docs' })).toBeVisible()
    expect(sidebarData).toHaveLength(1)
  })

  test('a category collapses and expands with its toggle button', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    const toggle = sidebarOf(page).getByRole('button', { name: 'Collapse the Using with React category' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(sidebarOf(page).getByRole('link', { name: 'Selectors' })).toBeHidden()
    const expand = sidebarOf(page).getByRole('button', { name: 'Expand the Using with React category' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expand.click()
    await expect(sidebarOf(page).getByRole('link', { name: 'Selectors' })).toBeVisible()
  })

  test('a collapsed category opens itself when the reader navigates into it', async ({ page }) => {
    // The last page of the Tutorial: its next page is the first of the collapsed category.
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await sidebarOf(page).getByRole('button', { name: 'Collapse the Using with React category' }).click()
    await expect(sidebarOf(page).getByRole('link', { name: 'Setup' }).nth(1)).toBeHidden()
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/react`)
    await expect(sidebarOf(page).getByRole('link', { name: 'Selectors' })).toBeVisible()
    await expect(sidebarOf(page).locator('[aria-current="page"]')).toHaveText('Using with React')
  })
})

test.describe('breadcrumbs, previous and next', () => {
  test('breadcrumbs lead home, to the category, and end at the current page', async ({ page }) => {
    await open(page, `${base}/docs/api/react/useStateValue`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', base)
    await expect(crumbs.getByRole('link', { name: 'React' })).toHaveAttribute('href', `${base}/docs/api/react`)
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('useStateValue')
  })

  test('previous and next follow the sidebar order and navigate', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/quick-start`)
    const pager = page.getByRole('navigation', { name: 'Docs pages' })
    await expect(pager.getByRole('link', { name: /Previous/ })).toContainText('Which State Manager Should I Use?')
    await expect(pager.getByRole('link', { name: /Next/ })).toContainText('Watching for State Changes')
    await pager.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/watching-for-state-changes`)
    await expect(page.locator('h1')).toHaveText('Watching for State Changes')
  })

  test('the first page of a sidebar has no previous link; the last has no next link', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial`)
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ }),
    ).toHaveCount(0)
    await open(page, `${base}/docs/api/misc/BuildType`)
    await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })).toHaveCount(
      0,
    )
  })
})

test.describe('generated category indexes and the docs root', () => {
  test('a category index lists each of its pages as a card with title and description', async ({ page }) => {
    await open(page, `${base}/docs/api/react`)
    const cards = page.locator('main article ul li a')
    await expect(cards).toHaveCount(apiPages.filter((item) => item.route.startsWith('/docs/api/react/')).length)
    await expect(cards.first()).toContainText('useSimpleStateValue')
    for (const card of await cards.all()) {
      const text = (await card.innerText()).split('\n').filter(Boolean)
      expect(text.length).toBeGreaterThanOrEqual(2)
    }
    await cards.filter({ has: page.getByText('useStateValue', { exact: true }) }).click()
    await expect(page).toHaveURL(`${base}/docs/api/react/useStateValue`)
  })

  test('/docs presents both sidebars with their categories and entries', async ({ page }) => {
    await open(page, `${base}/docs`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Learn', 'API'])
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([
      'Tutorial',
      'Using with React',
      'Guides',
      'Core',
      'React',
      'Miscellaneous',
    ])
    await expect(page.locator('main a[href$="/docs/api/core/StateManager"]')).toHaveCount(1)
    await expect(page.locator('main a[href$="/docs/learn/tutorial/setup"]')).toHaveCount(1)
  })
})

test.describe('table of contents', () => {
  test('lists the h2 and h3 headings of the page', async ({ page }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const headings = await page
      .locator('article h2, article h3')
      .evaluateAll((elements) => elements.map((element) => element.id))
    const links = await toc
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(links).toEqual(headings.map((id) => `#${id}`))
  })

  test('a TOC link scrolls its heading just below the navbar and marks it', async ({ page }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const target = toc.getByRole('link').nth(6)
    const id = (await target.getAttribute('href'))!.slice(1)
    await target.click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    // The heading ends up just below the 60 px sticky navbar, not under it (smooth scrolling may take a moment).
    const headingTop = () =>
      page.locator(`[id="${id}"]`).evaluate((element) => Math.round(element.getBoundingClientRect().top))
    await expect.poll(headingTop).toBeLessThan(140)
    expect(await headingTop()).toBeGreaterThanOrEqual(60)
    await expect(toc.locator('[aria-current="location"]')).toHaveAttribute('href', `#${id}`)
  })
})

test.describe('doc footer', () => {
  test('"Edit this page" links to the MDX file under the edit-URL base', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      'https://github.com/glyph-cat/cotton-box/edit/main/src/packages/docs/content/docs/learn/tutorial/persisting-state.mdx',
    )
  })

  test('shows the date of the last commit of the page file', async ({ page }) => {
    const committed = execFileSync(
      'git',
      ['log', '-1', '--format=%cI', '--', 'content/docs/learn/tutorial/persisting-state.mdx'],
      { encoding: 'utf8' },
    ).trim()
    expect(committed, 'the page file has a commit').not.toBe('')
    await open(page, `${base}/docs/learn/tutorial/persisting-state`)
    await expect(page.locator('article time')).toHaveAttribute('datetime', committed)
    const shown = new Date(committed).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await expect(page.getByText(`Last updated on ${shown}`, { exact: true })).toBeVisible()
  })
})
