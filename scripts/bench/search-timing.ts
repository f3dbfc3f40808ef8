/**
 * How fast the local search answers in the browser, on the production build, with the CPU
 * throttled as a mid-range phone would be. Each run is a fresh page (cold: nothing of search
 * loaded). Four paths, each timed from the first key press to the first result on screen: the
 * reader shows intent (pointer on the search button), then opens the dialog and types; the reader
 * presses Ctrl+K and types the moment the search box has the focus (the full index still loading);
 * the reader presses "/" and types at once, before the dialog is there; and every later key press,
 * timed as the search itself (User Timing measures of src/components/search/local-client.ts).
 */
import type { Browser, Page } from '@playwright/test'
import { SEARCH_TIMINGS } from '../../src/components/search/local-client'

export interface SearchTimingRun {
  /** First key press to the first result on screen, after intent had loaded everything. */
  readonly firstResultsMs: number
  /**
   * First key press to the first result on screen, on a cold page: typed as soon as the search box
   * has the focus after Ctrl+K, while the full index is still being fetched and opened.
   */
  readonly coldFirstResultsMs: number
  /** The same, the key typed right after "/", before the dialog is there (its code loads first). */
  readonly shortcutFirstResultsMs: number
  /** The index from request to ready, and opening it once fetched. */
  readonly indexLoadMs: number
  readonly indexOpenMs: number
  /** The search run by the first key press (a one-letter query), within firstResultsMs. */
  readonly firstSearchMs: number
  /** Each search after the first key press. */
  readonly keystrokeSearchMs: ReadonlyArray<number>
}

/** The typed query: each key press after the first runs a search. */
const QUERY = 'dispose'

async function throttled(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

async function freshPage(browser: Browser, url: string, cpuThrottling: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await throttled(page, cpuThrottling)
  await page.goto(url)
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  return page
}

interface TimedWindow {
  firstResultMs?: Promise<number>
}

/**
 * Arms a clock that starts at the next key press and stops when a search result is on screen;
 * the returned function waits for the time. Armed before the key is pressed, so no press is missed.
 */
async function armKeyToFirstResult(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    ;(window as TimedWindow).firstResultMs = new Promise<number>((resolve) => {
      let pressed = 0
      window.addEventListener('keydown', () => (pressed ||= performance.now()), { capture: true, once: true })
      const check = () => {
        if (pressed && document.querySelector('.DocSearch-Hit')) {
          observer.disconnect()
          // The result is in the DOM; the frame that paints it follows.
          requestAnimationFrame(() => resolve(performance.now() - pressed))
        }
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { childList: true, subtree: true })
    })
  })
  return () => page.evaluate(() => (window as TimedWindow).firstResultMs!)
}

const measures = (page: Page, name: string) =>
  page.evaluate((entryName) => performance.getEntriesByName(entryName).map((entry) => entry.duration), name)

export async function timeSearchRun(browser: Browser, url: string, cpuThrottling: number): Promise<SearchTimingRun> {
  const page = await freshPage(browser, url, cpuThrottling)
  const button = page.getByRole('button', { name: 'Search', exact: true })
  await button.hover()
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, SEARCH_TIMINGS.load)
  await button.click()
  await page.locator('.DocSearch-Input').waitFor()
  const firstResult = await armKeyToFirstResult(page)
  await page.keyboard.press(QUERY[0])
  const firstResultsMs = await firstResult()
  for (const [index, key] of [...QUERY.slice(1)].entries()) {
    await page.keyboard.press(key)
    // One search a key press: the first key's, then this one's.
    await page.waitForFunction(([name, count]) => performance.getEntriesByName(name as string).length >= count, [
      SEARCH_TIMINGS.search,
      index + 2,
    ] as const)
  }
  const [firstSearchMs = NaN, ...keystrokeSearchMs] = await measures(page, SEARCH_TIMINGS.search)
  const [indexLoadMs = NaN] = await measures(page, SEARCH_TIMINGS.load)
  const [indexOpenMs = NaN] = await measures(page, SEARCH_TIMINGS.open)
  await page.context().close()

  const cold = await freshPage(browser, url, cpuThrottling)
  await cold.keyboard.press('Control+k')
  await cold.locator('.DocSearch-Input:focus').waitFor()
  const coldResult = await armKeyToFirstResult(cold)
  await cold.keyboard.press(QUERY[0])
  const coldFirstResultsMs = await coldResult()
  await cold.context().close()

  const typedAhead = await freshPage(browser, url, cpuThrottling)
  await typedAhead.keyboard.press('/')
  const shortcutResult = await armKeyToFirstResult(typedAhead)
  await typedAhead.keyboard.press(QUERY[0])
  const shortcutFirstResultsMs = await shortcutResult()
  await typedAhead.context().close()
  return {
    firstResultsMs,
    coldFirstResultsMs,
    shortcutFirstResultsMs,
    indexLoadMs,
    indexOpenMs,
    firstSearchMs,
    keystrokeSearchMs,
  }
}

export function median(values: ReadonlyArray<number>): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
