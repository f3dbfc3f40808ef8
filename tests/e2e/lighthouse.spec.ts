import { test as base, expect } from '@playwright/test'
import {
  runLighthouse,
  withDebuggableChromium,
  type CategoryId,
  type LighthouseSettings,
} from '../../scripts/bench/lighthouse'
import { pageKinds, pageUrl } from '../../scripts/bench/page-kinds'
import { testChromiumPath } from '../browser-path'

/**
 * Lighthouse (mobile preset) on every page kind of the production build: accessibility, best
 * practices and SEO at 100. Performance is reported by `npm run bench`, not tested: it depends on
 * the machine.
 */
const categories: ReadonlyArray<CategoryId> = ['accessibility', 'best-practices', 'seo']

const settings: LighthouseSettings = {
  // Only Lighthouse's HTML report shows it, and no audit reads it: 2.1 s of a run's 10 s
  // (2026-11-27 on 45936fa, the StateManager page).
  disableFullPageScreenshot: true,
  // The runs of a worker share a Chromium: each starts with the site's storage empty, as in a
  // fresh profile, and not with what the page before left there.
  clearStorageTypes: ['all'],
}

const test = base.extend<object, { lighthousePort: number }>({
  // One Chromium a worker: Lighthouse audits each page in a tab of its own. A Chromium of its own
  // for each page cost 2.2 s more a page, mostly waiting for its processes to end (2026-11-27 on
  // 45936fa).
  lighthousePort: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => withDebuggableChromium(testChromiumPath(), use),
    { scope: 'worker' },
  ],
})

test.describe.configure({ timeout: 120_000 })

for (const { label, route, lighthouseRoute = route } of pageKinds) {
  test(`${label} (${lighthouseRoute}) scores 100 in accessibility, best practices and SEO`, async ({
    baseURL,
    lighthousePort,
  }) => {
    const result = await runLighthouse(pageUrl(baseURL!, '/cotton-box', lighthouseRoute), lighthousePort, {
      categories,
      settings,
    })
    for (const category of categories) {
      expect({ category, score: result.scores[category], failed: result.failed[category] }).toEqual({
        category,
        score: 100,
        failed: [],
      })
    }
  })
}
