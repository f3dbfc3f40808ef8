import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chooseColourMode, colourModeButton } from './colour-mode'
import { siteConfig } from '../../src/config/site'
import { base } from './expected-routes'
import { open } from './open'

// Pages of one browser context share local storage, as the tabs of one browser do. A setting
// changed in one shows in the other at once, without a reload (src/components/storage/storage-slot.ts).

/** Two tabs of the same browser, each showing a page of the site, ready to use. */
async function twoTabs(
  context: BrowserContext,
  firstRoute: string,
  secondRoute: string,
): Promise<readonly [Page, Page]> {
  const first = await context.newPage()
  const second = await context.newPage()
  await open(first, `${base}${firstRoute}`)
  await open(second, `${base}${secondRoute}`)
  return [first, second]
}

const stored = (page: Page, key: string) => page.evaluate((storageKey) => localStorage.getItem(storageKey), key)

test('colour mode: a choice made in one tab applies in the other, menu included', async ({ context }) => {
  const [first, second] = await twoTabs(context, '/docs/learn/tutorial/setup', '/blog')
  await first.bringToFront()
  await chooseColourMode(first, 'Dark')
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(second.locator('html')).toHaveAttribute('data-appearance', 'DARK')
  await expect(await colourModeButton(second, 'Colour mode: Dark')).toBeVisible()

  await chooseColourMode(first, 'Light')
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(await colourModeButton(second, 'Colour mode: Light')).toBeVisible()
})

test('tab groups: choosing a package manager in one tab switches the same group in the other', async ({ context }) => {
  const [first, second] = await twoTabs(context, '/docs/learn/tutorial/setup', '/docs/learn/react/setup')
  const tab = (page: Page, name: string) => page.locator('main').getByRole('tab', { name, exact: true })
  const shownCommand = (page: Page) => page.locator('main').getByRole('tabpanel').filter({ visible: true })

  // The second tab's own choice first: a later choice made elsewhere must still win over it.
  await second.bringToFront()
  await tab(second, 'yarn').click()
  await expect(tab(first, 'yarn')).toHaveAttribute('aria-selected', 'true')

  await first.bringToFront()
  await tab(first, 'pnpm').click()
  await expect(tab(second, 'pnpm')).toHaveAttribute('aria-selected', 'true')
  await expect(tab(second, 'yarn')).toHaveAttribute('aria-selected', 'false')
  await expect(shownCommand(second)).toHaveText(/pnpm add cotton-box cotton-box-react/)
  expect(await stored(second, 'tab-group-package-manager')).toBe('pnpm')
})

test('announcement bar: dismissing it in one tab hides it in the other', async ({ context }) => {
  const [first, second] = await twoTabs(context, '/', '/docs/learn/tutorial/setup')
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' })
  await expect(bar(second)).toBeVisible()

  await first.bringToFront()
  await bar(first).getByRole('button', { name: 'Close the announcement' }).click()
  await expect(bar(first)).toBeHidden()
  await expect(bar(second)).toBeHidden()
  await expect(second.locator('html')).toHaveAttribute('data-announcement-dismissed', 'true')
  expect([await stored(second, 'announcement-bar-id'), await stored(second, 'announcement-bar-dismissed')]).toEqual([
    siteConfig.announcementBar!.id,
    'true',
  ])
})

// Nothing on the site shows the preferred docs version (it has one version): what a reader can see
// of it is the rule that an unknown stored version is forgotten, which holds in an open tab too.
test('preferred docs version: an unknown version stored by another tab is forgotten, a known one kept', async ({
  context,
}) => {
  const [first, second] = await twoTabs(context, '/docs/learn/tutorial/setup', '/docs/api/core')
  // As another tab (say, of an older site) would store it: this page's own writes raise no event here.
  await first.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9.0'))
  await expect.poll(() => stored(first, 'docs-preferred-version-default')).toBeNull()

  // Known: kept. The second tab's own listener was added at its start, so it has run by the time
  // a listener added now hears the same change.
  await second.evaluate(() =>
    window.addEventListener(
      'storage',
      (event) => ((window as unknown as { heard?: string | null }).heard = event.newValue),
    ),
  )
  await first.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'))
  await expect.poll(() => second.evaluate(() => (window as unknown as { heard?: string | null }).heard)).toBe('current')
  expect(await stored(second, 'docs-preferred-version-default')).toBe('current')
})

test('recent and favorite searches: a search chosen or saved in one tab shows in the other’s open dialog', async ({
  context,
}) => {
  // Pages without a playground: the home page's Quick Demo, starting, held the first tab's dialog
  // past the wait on a loaded machine (1 run in 3 beside two busy loops), which is not this test's matter.
  const [first, second] = await twoTabs(context, '/docs/api/core/Watcher', '/docs/learn/tutorial/setup')
  const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true })
  const startScreen = (page: Page) => page.locator('.DocSearch-Modal')
  const openDialog = async (page: Page) => {
    await page.bringToFront()
    await searchButton(page).click()
    await expect(page.locator('.DocSearch-Input')).toBeVisible()
  }

  await openDialog(second)
  await expect(startScreen(second)).toContainText('No recent searches')

  await openDialog(first)
  await first.locator('.DocSearch-Input').fill('StateManagerVisibility')
  await first.getByRole('listbox').getByRole('option').first().click()
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('StateManagerVisibility')

  const stored = (page: Page, section: 'Recent' | 'Favorite') =>
    page
      .locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: section }) })
      .getByRole('treeitem')
  await expect(stored(second, 'Recent')).toHaveCount(1)
  await expect(stored(second, 'Recent')).toContainText('StateManagerVisibility')

  // Saved as a favorite in the second tab: the first tab's dialog, open meanwhile, moves it too.
  await openDialog(first)
  await expect(stored(first, 'Recent')).toContainText('StateManagerVisibility')
  await second.bringToFront()
  await stored(second, 'Recent').first().hover()
  await stored(second, 'Recent').first().getByRole('button', { name: 'Save this search' }).click()
  await expect(stored(first, 'Favorite')).toContainText('StateManagerVisibility')
  await expect(stored(first, 'Recent')).toHaveCount(0)
  // Nothing of either tab's lost: the first tab, choosing another hit, keeps the favorite.
  await first.bringToFront()
  await first.locator('.DocSearch-Input').fill('useStateValue')
  await first.getByRole('listbox').getByRole('option').first().click()
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('useStateValue')
  expect(await first.evaluate(() => localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__glyph-catio'))).toContain(
    'StateManagerVisibility',
  )
})
