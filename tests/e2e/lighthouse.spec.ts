import { expect, test } from '@playwright/test'
import { runLighthouse, withDebuggableChromium, type CategoryId } from '../../scripts/bench/lighthouse'
import { pageKinds, pageUrl } from '../../scripts/bench/page-kinds'
import { testChromiumPath } from '../browser-path'

/**
 * Lighthouse (mobile preset) on every page kind of the production build: accessibility, best
 * practices and SEO at 100. Performance is reported by `npm run bench`, not tested: it depends on
 * the machine.
 */
const categories: ReadonlyArray<CategoryId> = ['accessibility', 'best-practices', 'seo']

test.describe.configure({ timeout: 120_000 })

for (const { label, route, lighthouseRoute = route } of pageKinds) {
  test(`${label} (${lighthouseRoute}) scores 100 in accessibility, best practices and SEO`, async ({ baseURL }) => {
    const result = await withDebuggableChromium(testChromiumPath(), (port) =>
      runLighthouse(pageUrl(baseURL!, '/cotton-box', lighthouseRoute), port, categories),
    )
    for (const category of categories) {
      expect({ category, score: result.scores[category], failed: result.failed[category] }).toEqual({
        category,
        score: 100,
        failed: [],
      })
    }
  })
}
