import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import type { SearchRecord } from '../../src/shared/search/record'
import { openPreparedIndex, prepareSearchIndex } from '../../src/shared/search/prepared-index'
import { NO_SYNONYMS } from '../../src/shared/search/synonyms'
import { readPreparedIndex } from '../../scripts/bench/search-index-data'
import { readersQuestion } from '../readers-question'
import { searchFacetFilters } from '../../src/components/search/search-parameters'
import { siteConfig } from '../../src/config/site'
import { base } from './expected-routes'
import { open, reload } from './open'
import { overrideReports } from './override-reports'

// The build under test uses the local backend (no COTTON_BOX_SEARCH_BACKEND): nothing leaves the site.

// The dialog checks the parts of Gatsby it relies on as it opens and as it types
// (docs/overrides.md); a report from any of them fails the test that opened it.
let reports: string[] = []
test.beforeEach(({ page }) => {
  reports = overrideReports(page)
})
test.afterEach(() => {
  expect(reports, 'overrides that found their upstream changed').toEqual([])
})

const modal = (page: Page) => page.locator('.DocSearch-Modal')
const seeAllLink = (page: Page) => page.locator('.DocSearch-HitsFooter a')
/** The navbar's search button (on /search, the page's form has a Search button too). */
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
const searchInput = (page: Page) => page.locator('.DocSearch-Input')
/** The dialog's results: options, not links (DialogHit.tsx). */
const hits = (page: Page) => page.getByRole('listbox').getByRole('option')

/** A recent or favorite search, as DocSearch lists them under their section's title. */
const storedSearches = (page: Page, section: 'Recent' | 'Favorite') =>
  modal(page)
    .locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: section }) })
    .getByRole('treeitem')

/** Presses Tab until the button named `name` has the focus (DocSearch's focus goes round the dialog). */
async function tabTo(page: Page, name: string) {
  const button = modal(page).getByRole('button', { name }).first()
  for (let presses = 0; presses < 12; presses++) {
    if (await button.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(button).toBeFocused()
}

async function openWithButton(page: Page) {
  await searchButton(page).click()
  await expect(searchInput(page)).toBeFocused()
}

/**
 * Until the full local index has opened (in its worker), the dialog answers from page titles and
 * sections, then asks again: a test of what the full index answers types once it is open. (The
 * measure is local-client.ts's SEARCH_TIMINGS.load; the Algolia backend is ready at once.)
 */
async function fullIndexOpen(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-search-engine="local"]') ||
      performance.getEntriesByName('cotton-box:search-index').length > 0,
  )
}

async function searchFor(page: Page, query: string) {
  await openWithButton(page)
  await fullIndexOpen(page)
  await searchInput(page).fill(query)
}

/** Opens an API page through its first hit and waits for it, so that a next search starts there. */
async function openApiPageFromSearch(page: Page, name: string) {
  await searchFor(page, name)
  await hits(page).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

test.describe('search dialog (local backend)', () => {
  test('opens with the button, Ctrl+K, Cmd+K and "/", and Escape closes it', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    const openers: ReadonlyArray<[string, () => Promise<void>]> = [
      ['button', () => searchButton(page).click()],
      ['Control+K', () => page.keyboard.press('Control+k')],
      ['Meta+K', () => page.keyboard.press('Meta+k')],
      ['/', () => page.keyboard.press('/')],
    ]
    for (const [name, openDialog] of openers) {
      await openDialog()
      await expect(modal(page), name).toBeVisible()
      await expect(searchInput(page), name).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(modal(page), name).toBeHidden()
    }
  })

  test('text selected on the page becomes the query when the dialog opens', async ({ page }) => {
    await open(page, `${base}/docs/api/core/StateManager`)
    await page.getByRole('heading', { level: 1 }).selectText()
    await page.keyboard.press('Control+k')
    await expect(searchInput(page)).toHaveValue('StateManager')
    await expect(hits(page).first()).toContainText('StateManager')
    // Typing replaces it, as in any search field.
    await fullIndexOpen(page)
    await searchInput(page).fill('dispose')
    await expect(hits(page).first()).toContainText('Disposal')
  })

  test('"/" and a word typed at once on a slow phone keep every letter, though the dialog was still loading', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.keyboard.press('/')
    await page.keyboard.type('dispose')
    await expect(searchInput(page)).toHaveValue('dispose')
    await expect(hits(page).first()).toBeVisible()
  })

  test('"/" typed into a text field does not open the dialog', async ({ page }) => {
    await open(page, `${base}/search`)
    const field = page.getByRole('searchbox', { name: 'Search docs' })
    await field.click()
    await page.keyboard.type('a/b')
    await expect(field).toHaveValue('a/b')
    await expect(modal(page)).toBeHidden()
  })

  test('an empty query shows "No recent searches"', async ({ page }) => {
    await open(page, `${base}/`)
    await openWithButton(page)
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches')
    // Clearing a query brings the start screen back.
    await searchInput(page).fill('StateManager')
    await expect(hits(page).first()).toBeVisible()
    await expect(page.locator('.DocSearch-StartScreen')).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear the query' }).click()
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches')
  })

  test('a query for an API name lists its page first, and clicking a hit goes there', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await searchFor(page, 'useStateValue')
    const first = hits(page).first()
    await expect(first).toContainText('useStateValue')
    await expect(first.getByRole('link')).toHaveCount(0)
    await first.click()
    await expect(page).toHaveURL(`${base}/docs/api/react/useStateValue`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('useStateValue')
    await expect(modal(page)).toBeHidden()
  })

  test('a version number finds that release before a page that changed then; with an export, its page', async ({
    page,
  }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await searchFor(page, 'breaking changes 0.6.0')
    await expect(hits(page).first()).toContainText('0.6.0 (2025-03-24)')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/versions#release-0-6-0`)
    await searchFor(page, 'Equality 0.6.0')
    await hits(page).first().click()
    await expect(page).toHaveURL(new RegExp(`${base}/docs/api/core/Equality(#history)?$`))
  })

  test('a question holding a word no page has finds the page about the rest first', async ({ page }) => {
    // Only the async guide's "Load data in init" holds every word, "spinner" through its synonym.
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await searchFor(page, 'spinner until the state manager finishes initializing')
    await expect(hits(page).first()).toContainText('Observing Initialization State')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/docs/learn/react/observing-initialization-state`)
  })

  test("a question in readers' own words finds the page its readers' queries point to, where word matching alone does not", async ({
    page,
  }) => {
    const question = readersQuestion()
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await searchFor(page, question.query)
    const wanted = new URL(`${base}${question.route}`, page.url()).pathname
    await hits(page).first().click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(wanted)
  })

  test("a word only a page's description has finds that page", async ({ page }) => {
    // Planted in a fixture post's description; no text of any page has it.
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await searchFor(page, 'quillwort')
    await expect(hits(page)).toHaveCount(1)
    await expect(hits(page).first()).toContainText('Naming state managers')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/blog/naming-state-managers`)
  })

  test('Ctrl+click on a hit opens it in a new tab, as on a link, and the dialog stays', async ({ page, context }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'useStateValue')
    const opened = context.waitForEvent('page')
    await hits(page)
      .first()
      .click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await expect(tab).toHaveURL(`${base}/docs/api/react/useStateValue`)
    await expect(modal(page)).toBeVisible()
    await expect(page).toHaveURL(`${base}/`)
  })

  test('results are grouped by page, at most 5 per group, and a heading hit links to its anchor', async ({ page }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'state')
    await expect(hits(page).first()).toBeVisible()
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5)
    }
    await searchInput(page).fill('Load from UNPKG')
    await expect(hits(page).first()).toContainText('Load from UNPKG')
    await hits(page).first().click()
    await expect(page).toHaveURL(new RegExp(`${base}/docs/learn/(tutorial|react)/setup#load-from-unpkg$`))
  })

  test('"See all" leads to /search?q= with the same number of results', async ({ page }) => {
    await open(page, `${base}/`)
    // A query typed after another: the count is its own (DocSearch adds each answer's to the last).
    await searchFor(page, 'state')
    await expect(seeAllLink(page)).toBeVisible()
    await searchInput(page).fill('state manager')
    const seeAll = seeAllLink(page)
    // DocSearch keeps the last list on screen while the next loads: wait for the new query's.
    await expect(seeAll).toHaveAttribute('href', `${base}/search?q=state+manager`)
    await expect(seeAll).toHaveText(/^See all \d+ results$/)
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0])
    expect(count).toBeGreaterThan(20)
    await seeAll.click()
    await expect(page).toHaveURL(`${base}/search?q=state+manager`)
    await expect(page.getByText(`${count} results for “state manager”`)).toBeVisible()
    await expect(modal(page)).toBeHidden()
  })

  test('no results: the query, up to 3 page titles like it that do find something, and a link to report it', async ({
    page,
  }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'statmngr')
    const screen = page.locator('.DocSearch-NoResults:visible')
    await expect(screen).toHaveCount(1)
    await expect(screen).toContainText('No results for "statmngr"')
    // Under DocSearch's screen, the site's list (DocSearch's own shows none: dialog-screens.tsx).
    await expect(modal(page).locator('.Site-Suggestions')).toContainText('Try searching for')
    const suggestions = modal(page).locator('.Site-Suggestions li')
    await expect(suggestions.first()).toBeVisible()
    expect(await suggestions.count()).toBeLessThanOrEqual(3)
    await expect(suggestions).toContainText(['StateManager'])
    await expect(screen).toContainText('Believe this query should return results?')
    const report = screen.getByRole('link', { name: /^Let us know\./ })
    const href = new URL((await report.getAttribute('href'))!)
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/glyph-cat/cotton-box/issues/new')
    expect(href.searchParams.get('title')).toContain('statmngr')
    // A suggestion is searched as if typed, and finds its page.
    await suggestions.getByRole('button', { name: 'StateManager', exact: true }).click()
    await expect(searchInput(page)).toHaveValue('StateManager')
    await expect(searchInput(page)).toBeFocused()
    await expect(hits(page).first()).toContainText('StateManager')
    // Nothing like the query: no suggestions, and never DocSearch's list of sections.
    await searchInput(page).fill('qwxzv')
    await expect(page.locator('.DocSearch-NoResults:visible')).toContainText('No results for "qwxzv"')
    await expect(modal(page)).not.toContainText('Try searching for')
  })

  test('words that are not all in one page still find the pages that have most of them', async ({ page }) => {
    // Each query has a word no page holds ("zebra", a typo) or words spread over many pages; the
    // page about the rest of it comes first.
    const firstResultOpens = async (query: string, title: string) => {
      await searchFor(page, query)
      await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1 }), query).toHaveText(title)
    }
    await open(page, `${base}/`)
    await firstResultOpens('how do I save state to local storage', 'Persisting State')
    await firstResultOpens('stop watching zebra', 'Watching for State Changes')
    await firstResultOpens('disopse', 'Disposal')
  })

  test('the arrows move the chosen result round the list, the search box names it, and Enter opens it', async ({
    page,
  }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'wait')
    const options = hits(page)
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(seeAllLink(page)).toBeVisible()
    const count = await options.count()
    expect(count).toBeGreaterThan(2)
    const chosen = async (index: number) => {
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true')
      await expect(modal(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(1)
      await expect(searchInput(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options.nth(index).getAttribute('id'))!,
      )
    }
    await page.keyboard.press('ArrowDown')
    await chosen(1)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await chosen(count - 1)
    await page.keyboard.press('ArrowDown')
    await chosen(0)
    await page.keyboard.press('ArrowUp')
    // A page's result shows its title; a section's or a text's shows its page's under it.
    const texts = await options
      .nth(count - 1)
      .locator('.DocSearch-Hit-title, .DocSearch-Hit-path')
      .allTextContents()
    await page.keyboard.press('Enter')
    await expect(modal(page)).toBeHidden()
    const heading = page.getByRole('heading', { level: 1 })
    // DocSearch's path is the breadcrumb of the page's levels, its title among them.
    await expect
      .poll(async () => {
        const title = (await heading.textContent()) ?? ''
        return texts.some((text) => text === title || text.split(' > ').includes(title))
      })
      .toBe(true)
  })

  test('the footer credits the local index, not Algolia', async ({ page }) => {
    await open(page, `${base}/`)
    await openWithButton(page)
    const footer = page.locator('.DocSearch-Footer')
    await expect(footer).toContainText('Search by MiniSearch')
    await expect(footer.getByRole('link', { name: /^MiniSearch/ })).toHaveAttribute(
      'href',
      'https://lucaong.github.io/minisearch/',
    )
    await expect(footer.locator('a[href*="algolia.com"]')).toBeHidden()
  })

  test('the query is limited to 64 characters', async ({ page }) => {
    await open(page, `${base}/`)
    await openWithButton(page)
    await page.keyboard.type('a'.repeat(80))
    await expect(searchInput(page)).toHaveValue('a'.repeat(64))
  })

  test('a chosen hit becomes a recent search that survives a reload', async ({ page }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'StateManagerVisibility')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/docs/api/core/StateManagerVisibility`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StateManagerVisibility')
    const recent = async () => {
      await openWithButton(page)
      await expect(storedSearches(page, 'Recent')).toHaveCount(1)
      await expect(storedSearches(page, 'Recent')).toContainText('StateManagerVisibility')
      await page.keyboard.press('Escape')
    }
    await recent()
    await reload(page)
    await recent()
    // Under DocSearch's own key, so that a returning reader of the old site keeps theirs.
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__glyph-catio'))
    expect(stored).toContain('StateManagerVisibility')
  })

  test('recent and favorite searches work from the keyboard: arrows and Enter to open, buttons to save and remove', async ({
    page,
  }) => {
    await open(page, `${base}/`)
    await searchFor(page, 'StateManagerVisibility')
    // The first hit is chosen, and Enter opens it.
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StateManagerVisibility')

    await openWithButton(page)
    const recent = storedSearches(page, 'Recent')
    const favorite = storedSearches(page, 'Favorite')
    await expect(recent.first()).toHaveAttribute('aria-selected', 'true')
    await tabTo(page, 'Save this search')
    await page.keyboard.press('Enter')
    await expect(recent).toHaveCount(0)
    await expect(favorite).toHaveCount(1)
    await expect(favorite).toContainText('StateManagerVisibility')
    // The button went with its search: the focus is back in the search box, not lost.
    await expect(searchInput(page)).toBeFocused()

    // Saved for the next visit.
    await reload(page)
    await openWithButton(page)
    await expect(favorite).toHaveCount(1)
    await tabTo(page, 'Remove this search from favorites')
    await page.keyboard.press('Enter')
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches')
    await expect(searchInput(page)).toBeFocused()
  })

  test('the arrows choose a recent search, Enter opens it, closes the dialog, and moves it to the top', async ({
    page,
  }) => {
    await open(page, `${base}/`)
    for (const name of ['StateManagerVisibility', 'useStateValue']) await openApiPageFromSearch(page, name)
    await openWithButton(page)
    const recent = storedSearches(page, 'Recent')
    await expect(recent).toHaveCount(2)
    await expect(recent.nth(1)).toContainText('StateManagerVisibility')
    await page.keyboard.press('ArrowDown')
    await expect(recent.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${base}/docs/api/core/StateManagerVisibility`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StateManagerVisibility')
    await expect(modal(page)).toBeHidden()
    await openWithButton(page)
    await expect(recent.first()).toContainText('StateManagerVisibility')
  })

  test('recent searches keep 7, and 4 once the reader has a favorite', async ({ page }) => {
    const key = '__DOCSEARCH_RECENT_SEARCHES__glyph-catio'
    await open(page, `${base}/`)
    // Nine searches stored by an earlier visit, as DocSearch stores them.
    await page.evaluate((storageKey) => {
      const hit = (n: number) => ({
        objectID: `stored-${n}`,
        type: 'lvl1',
        url: `/docs/learn/tutorial/setup#stored-${n}`,
        content: null,
        hierarchy: {
          lvl0: 'Learn',
          lvl1: `Stored search ${n}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
      })
      localStorage.setItem(storageKey, JSON.stringify(Array.from({ length: 9 }, (_, n) => hit(n + 1))))
    }, key)
    await reload(page)
    await openWithButton(page)
    const recent = storedSearches(page, 'Recent')
    await expect(recent).toHaveCount(7)
    await tabTo(page, 'Save this search')
    await page.keyboard.press('Enter')
    await expect(storedSearches(page, 'Favorite')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await openWithButton(page)
    await expect(recent).toHaveCount(4)
  })

  test('removing a recent search with the mouse keeps the others and leaves the focus in the search box', async ({
    page,
  }) => {
    await open(page, `${base}/`)
    for (const name of ['StateManagerVisibility', 'useStateValue']) await openApiPageFromSearch(page, name)
    await openWithButton(page)
    const recent = storedSearches(page, 'Recent')
    await recent.first().hover()
    await recent.first().getByRole('button', { name: 'Remove this search from history' }).click()
    await expect(recent).toHaveCount(1)
    await expect(recent).toContainText('StateManagerVisibility')
    await expect(searchInput(page)).toBeFocused()
  })

  test('the search box has the focus in the frame the dialog appears', async ({ page }) => {
    await open(page, `${base}/docs/learn/tutorial/setup`)
    // Noted in the first frame drawn after the dialog entered the page.
    await page.evaluate(() => {
      const seen = window as unknown as { focusedInFirstFrame?: boolean }
      new MutationObserver((_, observer) => {
        const input = document.querySelector('.DocSearch-Input')
        if (!input) return
        observer.disconnect()
        requestAnimationFrame(() => (seen.focusedInFirstFrame = document.activeElement === input))
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.keyboard.press('Control+k')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { focusedInFirstFrame?: boolean }).focusedInFirstFrame))
      .toBe(true)
  })

  test('a dialog opened while the next page loads stays open, with its query, when the page arrives', async ({
    page,
  }) => {
    // The next page's data is held back until the dialog is open (also when a link prefetches it).
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/page-data/docs/learn/tutorial/persisting-state/page-data.json', async (route) => {
      await held
      await route.continue()
    })
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await page.getByRole('navigation', { name: 'Learn docs' }).getByRole('link', { name: 'Persisting State' }).click()
    await searchFor(page, 'watch')
    await expect(hits(page).first()).toBeVisible()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/setup`)
    release()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/persisting-state`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persisting State')
    await expect(modal(page)).toBeVisible()
    await expect(searchInput(page)).toHaveValue('watch')
    await expect(searchInput(page)).toBeFocused()
  })

  test('the dialog, its stylesheet and the search index are not part of the first load', async ({ page }) => {
    const loaded: Array<{ url: string; body: string }> = []
    page.on('response', async (response) => {
      const url = response.url()
      const body = /\.js$/.test(new URL(url).pathname) ? await response.text().catch(() => '') : ''
      loaded.push({ url, body })
    })
    // DocSearch's own code: the navbar's search button names the dialog's classes too, this one only DocSearch does.
    const isDialogCode = (body: string) => body.includes('DocSearch-Container--Stalled')
    const isSearchFile = (url: string) =>
      /search-dialog\.[0-9a-f]+\.css$|search-(records|index|titles)\.json$|\/search-worker\/search-worker-[^/]+\.js$/.test(
        url,
      )
    const isSearchCode = ({ url, body }: { url: string; body: string }) =>
      isSearchFile(url) || isDialogCode(body) || body.includes('combineWith')
    for (const route of ['/', '/docs/api/core/StateManager', '/search']) {
      await open(page, `${base}${route}`)
      await page.waitForLoadState('networkidle')
      expect(
        loaded.filter(isSearchCode).map(({ url }) => url),
        route,
      ).toEqual([])
    }
    // First intent loads the dialog, its stylesheet, the worker with the prepared index and the
    // small index of titles, so the first key press finds them ready.
    await searchButton(page).hover()
    await expect
      .poll(() =>
        loaded
          .filter(({ url, body }) => isDialogCode(body) || isSearchFile(url))
          .map(({ url, body }) =>
            isDialogCode(body) ? 'dialog code' : new URL(url).pathname.replace(/[.-][0-9A-Za-z]{8,}(?=\.)/, ''),
          )
          .sort(),
      )
      .toEqual([
        `${base}/search-dialog.css`,
        `${base}/search-index.json`,
        `${base}/search-titles.json`,
        `${base}/search-worker/search-worker.js`,
        'dialog code',
      ])
    await openWithButton(page)
    await searchInput(page).fill('watch')
    await expect(hits(page).first()).toBeVisible()
    expect(loaded.filter(({ url }) => url.endsWith('search-index.json'))).toHaveLength(1)
    // The records for Algolia are never fetched by readers.
    expect(loaded.some(({ url }) => url.endsWith('search-records.json'))).toBe(false)
  })
})

test.describe('search dialog while the full index opens (local backend)', () => {
  const seeAll = (page: Page) => page.locator('.DocSearch-HitsFooter a')
  /** What the build's titles-and-sections index and its full index answer, as the dialog asks. */
  const answers = (query: string) => {
    const count = (file: string) =>
      openPreparedIndex(readPreparedIndex('public', file)).search({ query, facetFilters: searchFacetFilters() }).nbHits
    const { titlesFile, indexFile } = siteConfig.search
    return { early: `See all ${count(titlesFile)} results`, full: `See all ${count(indexFile)} results` }
  }
  const query = 'dispose'

  /** Holds the full index back until released: the worker fetches it through the page's routes. */
  async function holdFullIndex(page: Page): Promise<() => void> {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/search-index.json', async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  test('the first key presses are answered from titles and sections, and the full answers follow untyped', async ({
    page,
  }) => {
    const expected = answers(query)
    expect(expected.early).not.toEqual(expected.full)
    const release = await holdFullIndex(page)
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await openWithButton(page)
    await page.keyboard.type(query)
    await expect(seeAll(page)).toHaveText(expected.early)
    await expect(hits(page).first()).toBeVisible()
    release()
    await expect(seeAll(page)).toHaveText(expected.full)
    await expect(searchInput(page)).toHaveValue(query)
    await expect(searchInput(page)).toBeFocused()
  })

  test('results under the pointer stay put when the full index opens, and update once it leaves', async ({ page }) => {
    const expected = answers(query)
    const release = await holdFullIndex(page)
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await openWithButton(page)
    await page.keyboard.type(query)
    await expect(seeAll(page)).toHaveText(expected.early)
    await hits(page).first().hover()
    release()
    await fullIndexOpen(page)
    // Asking again would take one search in the worker: far less than this on any machine.
    await page.waitForTimeout(500)
    await expect(seeAll(page)).toHaveText(expected.early)
    await page.mouse.move(1, 1)
    await expect(seeAll(page)).toHaveText(expected.full)
  })

  test('a query the titles cannot answer shows the dialog waiting after 300 ms, then the full answers', async ({
    page,
  }) => {
    // A word of the docs' text that no title, section heading or page description holds.
    const textOnly = 'microtask'
    expect(answers(textOnly).early).toBe('See all 0 results')
    const release = await holdFullIndex(page)
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await openWithButton(page)
    // One input, not a key at a time: DocSearch's autocomplete clears the latest query's 300 ms
    // timer whenever an earlier query settles, so on a loaded machine, where the titles answer
    // "microtas" after "microtask" is typed, the waiting state never came (1 run in 6).
    await searchInput(page).fill(textOnly)
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible()
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible()
    release()
    await fullIndexOpen(page)
    await expect(seeAll(page)).toHaveText(answers(textOnly).full)
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0)
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden()
  })

  test('a full index that cannot be loaded shows the error screen after the first answers, and the next key tries again', async ({
    page,
  }) => {
    await page.route('**/search-index.json', (route) => route.fulfill({ status: 404, body: 'gone' }))
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await openWithButton(page)
    await page.keyboard.type(query)
    await expect(modal(page).getByText(siteConfig.search.texts.errorTitle)).toBeVisible()
    await page.unroute('**/search-index.json')
    await page.keyboard.press('Backspace')
    // The retry fetches and opens the whole index, which beside a build took over 5 s.
    await fullIndexOpen(page)
    await expect(seeAll(page)).toHaveText(answers(query.slice(0, -1)).full)
  })

  test('without the titles index, the full index answers the first key presses', async ({ page }) => {
    await page.route('**/search-titles.json', (route) => route.fulfill({ status: 404, body: 'gone' }))
    const release = await holdFullIndex(page)
    await open(page, `${base}/docs/learn/tutorial/setup`)
    await openWithButton(page)
    await page.keyboard.type(query)
    release()
    // Each key press waited for the full index: they are answered once it has opened (seconds on a
    // busy machine: 1.7 s to open beside a build on 2026-12-02), one search each.
    await fullIndexOpen(page)
    await expect(seeAll(page)).toHaveText(answers(query).full)
  })
})

test.describe('/search page (local backend)', () => {
  test('without a query it shows a prompt', async ({ page }) => {
    await open(page, `${base}/search`)
    await expect(page.getByText('Type a word or an API name to search the docs and the blog.')).toBeVisible()
  })

  test('reads q, shows the count, titles, breadcrumbs and highlighted snippets, and loads more', async ({ page }) => {
    await open(page, `${base}/search?q=state`)
    const count = page.locator('[data-result-count]')
    await expect(count).toHaveText(/^\d+ results for “state”$/)
    const total = Number(await count.getAttribute('data-result-count'))
    expect(total).toBeGreaterThan(40)
    const results = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(results).toHaveCount(20)
    await expect(results.first().locator('mark').first()).toBeVisible()
    await expect(results.first().locator('p').first()).not.toBeEmpty()
    await page.getByRole('button', { name: 'Load more results' }).scrollIntoViewIfNeeded()
    await expect.poll(() => results.count()).toBeGreaterThan(20)
  })

  test('no results: the query, page titles like it that do find something, and a link to report it', async ({
    page,
  }) => {
    await open(page, `${base}/search?q=statmngr`)
    await expect(page.getByText('No results for “statmngr”')).toBeVisible()
    await expect(page.getByText('Try searching for:')).toBeVisible()
    await page.getByRole('link', { name: 'StateManager', exact: true }).click()
    await expect(page).toHaveURL(`${base}/search?q=StateManager`)
    await expect(page.locator('[data-result-count]')).toHaveText(/^\d+ results? for “StateManager”$/)
    await open(page, `${base}/search?q=qwxzv`)
    await expect(page.getByText('No results for “qwxzv”')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Let us know\./ })).toHaveAttribute(
      'href',
      /issues\/new\?title=Search/,
    )
    await expect(page.getByText('Try searching for:')).toBeHidden()
  })

  test('follows what the reader types in the address, and a result navigates', async ({ page }) => {
    await open(page, `${base}/search`)
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('BUILD_HASH')
    await expect(page).toHaveURL(`${base}/search?q=BUILD_HASH`)
    const first = page.getByRole('heading', { level: 2 }).first().getByRole('link')
    await expect(first).toHaveText('BUILD_HASH')
    await first.click()
    await expect(page).toHaveURL(`${base}/docs/api/misc/BUILD_HASH`)
  })

  test('the Search button, reached by Tab, searches what is typed at once, as Enter does', async ({ page }) => {
    await page.clock.install()
    await open(page, `${base}/search`)
    const box = page.getByRole('searchbox', { name: 'Search docs' })
    const button = page.getByRole('search').getByRole('button', { name: 'Search', exact: true })
    await expect(button).toBeVisible()
    // With the page's clock stopped, the pause after typing never ends: only the form searches.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await box.fill('BUILD_HASH')
    await button.click()
    await expect(page).toHaveURL(`${base}/search?q=BUILD_HASH`)
    await box.fill('StateManager')
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${base}/search?q=StateManager`)
    await box.fill('wait')
    await box.press('Enter')
    await expect(page).toHaveURL(`${base}/search?q=wait`)
    await page.clock.resume()
    await expect(page.locator('[data-result-count]')).toHaveText(/^\d+ results? for “wait”$/)
  })
})

// A search index holding markup must show it as text: no element from it, no script run.
const hostileMarkup = '<img src=x onerror="window.__injected = true">'

/** Records the page's dialogs (alert) and whether the hostile markup's handler ran. */
function watchInjection(page: Page): () => Promise<{ dialogs: number; injected: boolean }> {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  return async () => ({
    dialogs,
    injected: await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true),
  })
}

test.describe('search results from a hostile index (local backend)', () => {
  const hostileRecord: SearchRecord = {
    objectID: 'hostile-1',
    type: 'content',
    hierarchy: {
      lvl0: 'Learn',
      lvl1: `Setup ${hostileMarkup}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: `Careful with ${hostileMarkup} in an onerror handler.`,
    url: 'https://glyph-cat.github.io/cotton-box/docs/learn/tutorial/setup',
    url_without_anchor: 'https://glyph-cat.github.io/cotton-box/docs/learn/tutorial/setup',
    anchor: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: 0, position: 0 },
  }

  test.beforeEach(async ({ page }) => {
    await page.route('**/search-index.json', (route) =>
      route.fulfill({ json: prepareSearchIndex([hostileRecord], NO_SYNONYMS) }),
    )
  })

  test('the dialog shows the markup as text', async ({ page }) => {
    const injection = watchInjection(page)
    await open(page, `${base}/`)
    await searchFor(page, 'onerror')
    await expect(modal(page).getByText('<img src=x onerror=', { exact: false }).first()).toBeVisible()
    await expect(modal(page).locator('mark').first()).toHaveText('onerror')
    await expect(modal(page).locator('img')).toHaveCount(0)
    expect(await injection()).toEqual({ dialogs: 0, injected: false })
  })

  test('a chosen hostile hit shows its markup as text among the recent searches', async ({ page }) => {
    const injection = watchInjection(page)
    await open(page, `${base}/`)
    await searchFor(page, 'onerror')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/docs/learn/tutorial/setup`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup')
    await openWithButton(page)
    // DocSearch keeps the page of a text that was chosen.
    await expect(storedSearches(page, 'Recent')).toContainText(`Setup ${hostileMarkup}`)
    await expect(modal(page).locator('img')).toHaveCount(0)
    expect(await injection()).toEqual({ dialogs: 0, injected: false })
  })

  test('the /search page shows the markup as text', async ({ page }) => {
    const injection = watchInjection(page)
    await open(page, `${base}/search?q=onerror`)
    await expect(page.getByText('1 result for “onerror”')).toBeVisible()
    await expect(page.locator('main').getByText('<img src=x onerror=', { exact: false }).first()).toBeVisible()
    await expect(page.locator('main img')).toHaveCount(0)
    expect(await injection()).toEqual({ dialogs: 0, injected: false })
  })
})

// The Algolia backend, switched on at run time in this test build and pointed at a local server.
interface Received {
  readonly path: string
  readonly query: URLSearchParams
  readonly body: { requests: Array<Record<string, unknown>> }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })
}

const algoliaHit = {
  objectID: 'fake-1',
  type: 'lvl2',
  url: 'https://glyph-cat.github.io/cotton-box/docs/api/core/StateManager#reset',
  content: null,
  hierarchy: {
    lvl0: 'API',
    lvl1: 'StateManager',
    lvl2: 'reset (from the fake server)',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'API', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: 'StateManager', matchLevel: 'none', matchedWords: [] },
      lvl2: { value: '<mark>reset</mark> (from the fake server)', matchLevel: 'full', matchedWords: ['reset'] },
    },
  },
  _snippetResult: { hierarchy: { lvl2: { value: '<mark>reset</mark> (from the fake server)', matchLevel: 'full' } } },
}

/** A hit whose highlighted values carry markup, as an index with a hostile record would answer. */
const hostileAlgoliaHit = {
  ...algoliaHit,
  objectID: 'fake-hostile',
  hierarchy: { ...algoliaHit.hierarchy, lvl2: `reset ${hostileMarkup}` },
  _highlightResult: {
    hierarchy: {
      ...algoliaHit._highlightResult.hierarchy,
      lvl2: { value: `<mark>reset</mark> ${hostileMarkup}`, matchLevel: 'full', matchedWords: ['reset'] },
    },
  },
  _snippetResult: { hierarchy: { lvl2: { value: `<mark>reset</mark> ${hostileMarkup}`, matchLevel: 'full' } } },
}

/** The fake server's answer: nothing for "statmngr", except page titles when asked for suggestions. */
function answerFor(searchRequest: Record<string, unknown>): { hits: unknown[]; nbHits: number } {
  if (searchRequest.query !== 'statmngr')
    return { hits: [searchRequest.query === 'hostile' ? hostileAlgoliaHit : algoliaHit], nbHits: 1 }
  if (!Array.isArray(searchRequest.restrictSearchableAttributes)) return { hits: [], nbHits: 0 }
  return {
    hits: [{ ...algoliaHit, objectID: 'fake-title', type: 'lvl1', hierarchy: { ...algoliaHit.hierarchy, lvl2: null } }],
    nbHits: 1,
  }
}

async function useAlgolia(page: Page, port: number) {
  await page.addInitScript((hostPort) => {
    window.__COTTON_BOX_SEARCH_OVERRIDE__ = { backend: 'algolia', hosts: [{ url: hostPort, protocol: 'http' }] }
  }, `127.0.0.1:${port}`)
}

test.describe('search with the Algolia backend (fake server on 127.0.0.1)', () => {
  let server: Server
  let port = 0
  const received: Received[] = []

  test.beforeAll(async () => {
    // A handler's failure fails the request (no answer): the test waiting for it then fails.
    server = createServer((request, response) => void answer(request, response))
    const answer = async (request: IncomingMessage, response: ServerResponse) => {
      response.setHeader('Access-Control-Allow-Origin', '*')
      response.setHeader('Access-Control-Allow-Headers', '*')
      if (request.method === 'OPTIONS') return void response.end()
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const body = JSON.parse((await readBody(request)) || '{}') as Received['body']
      received.push({ path: url.pathname, query: url.searchParams, body })
      if (request.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
        response.statusCode = 404
        return void response.end('{}')
      }
      response.setHeader('Content-Type', 'application/json')
      response.end(
        JSON.stringify({
          results: body.requests.map((searchRequest) => ({
            ...answerFor(searchRequest),
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: searchRequest.query,
            params: '',
            queryID: '0123456789abcdef0123456789abcdef',
          })),
        }),
      )
    }
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('sends the request DocSearch sends, with the application id and key in the query string, and shows its results', async ({
    page,
  }) => {
    await useAlgolia(page, port)
    await open(page, `${base}/`)
    await searchFor(page, 'reset')
    await expect(hits(page).first()).toContainText('reset (from the fake server)')
    await hits(page).first().click()
    await expect(page).toHaveURL(`${base}/docs/api/core/StateManager#reset`)

    const last = received.filter(({ path }) => path === '/1/indexes/*/queries').at(-1)!
    expect(last.query.get('x-algolia-application-id')).toBe('I8EAQVNXNC')
    expect(last.query.get('x-algolia-api-key')).toBe('766b0a459e06e2faaabc86ce8215e9fa')
    const [request] = last.body.requests
    expect(request).toMatchObject({
      query: 'reset',
      indexName: 'glyph-catio',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:blog_posts_list']],
    })
    expect(request.attributesToRetrieve).toEqual(
      expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
    )
    expect(request.attributesToSnippet).toEqual(expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']))

    // On a screen up to 768 px wide, snippets of 5 words.
    await page.setViewportSize({ width: 768, height: 900 })
    await open(page, `${base}/`)
    await searchFor(page, 'wait')
    await expect(hits(page).first()).toContainText('reset (from the fake server)')
    const narrow = received.filter(({ path }) => path === '/1/indexes/*/queries').at(-1)!
    expect(narrow.body.requests[0]).toMatchObject({ query: 'wait' })
    expect(narrow.body.requests[0]?.attributesToSnippet).toEqual(
      expect.arrayContaining(['hierarchy.lvl1:5', 'content:5']),
    )
  })

  test('markup in the highlighted values shows as text, in the dialog and on the /search page', async ({ page }) => {
    const injection = watchInjection(page)
    await useAlgolia(page, port)
    await open(page, `${base}/`)
    await searchFor(page, 'hostile')
    await expect(hits(page).first()).toContainText('<img src=x onerror=')
    await expect(modal(page).locator('img')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await open(page, `${base}/search?q=hostile`)
    await expect(page.getByRole('link', { name: /reset <img src=x onerror=/ })).toBeVisible()
    await expect(page.locator('main img')).toHaveCount(0)
    expect(await injection()).toEqual({ dialogs: 0, injected: false })
  })

  test('the footer credits Algolia, and a query that finds nothing gets page titles from Algolia', async ({ page }) => {
    await useAlgolia(page, port)
    await open(page, `${base}/`)
    await searchFor(page, 'statmngr')
    await expect(page.locator('.DocSearch-Footer a[href*="algolia.com"]')).toBeVisible()
    await expect(page.locator('.DocSearch-Footer')).not.toContainText('MiniSearch')
    const screen = page.locator('.DocSearch-NoResults:visible')
    await expect(screen).toContainText('No results for "statmngr"')
    await expect(modal(page).locator('.Site-Suggestions li')).toHaveText(['StateManager'])
    const asked = received.find((request) =>
      request.body.requests?.some((item) => Array.isArray(item.restrictSearchableAttributes)),
    )
    expect(asked?.body.requests[0]).toMatchObject({
      query: 'statmngr',
      restrictSearchableAttributes: ['hierarchy.lvl1'],
      removeWordsIfNoResults: 'allOptional',
    })
  })

  test('the /search page uses the same backend', async ({ page }) => {
    await useAlgolia(page, port)
    await open(page, `${base}/search?q=reset`)
    await expect(page.getByText('1 result for “reset”')).toBeVisible()
    await expect(page.getByRole('link', { name: 'reset (from the fake server)' })).toBeVisible()
  })

  test('when the server is down, the error screen shows', async ({ page }) => {
    const down = createServer()
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const downPort = (down.address() as AddressInfo).port
    await new Promise<void>((resolve) => down.close(() => resolve()))
    await useAlgolia(page, downPort)
    await open(page, `${base}/`)
    await searchFor(page, 'reset')
    const screen = page.locator('.DocSearch-ErrorScreen')
    await expect(screen).toContainText('Unable to fetch results')
    await expect(screen).toContainText('You might want to check your network connection.')
    await expect(screen).toHaveAttribute('role', 'alert')
    // It stays while the query is the one that failed (DocSearch's own clears itself at once).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)))
    await expect(screen).toBeVisible()
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden()
  })
})
