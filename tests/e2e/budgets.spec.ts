import { expect, test } from '@playwright/test'
import { budgets, KIB } from '../../scripts/bench/budgets'
import { measureFirstLoad, type FirstLoad } from '../../scripts/bench/first-load'
import { pageKinds, pageUrl } from '../../scripts/bench/page-kinds'
import { engage } from './open'

/**
 * The performance budgets (docs/performance.md, "Budgets") on the production build, measured the way
 * `npm run bench` measures them: every request of a page's first load, in a fresh browser
 * context at 1280×800, without interaction.
 */
const prefix = '/cotton-box'

function scriptList(load: FirstLoad): string {
  return load.js.files.map((file) => `  ${file.path}: ${(file.gzipBytes / KIB).toFixed(1)} KiB gzip`).join('\n')
}

for (const { label, route } of pageKinds) {
  test(`${label} (${route}): first-load JavaScript and CSS within budget, no lazy code`, async ({ page, baseURL }) => {
    const load = await measureFirstLoad(page, pageUrl(baseURL!, prefix, route), { prefix })
    expect(load.unmappedScripts, 'every first-load script has a source map, so its modules can be checked').toEqual([])
    expect(load.forbidden, 'lazy code in the first load').toEqual([])
    expect(
      load.js.gzipBytes,
      `first-load JavaScript over ${budgets.firstLoadJsGzip / KIB} KiB gzip:\n${scriptList(load)}`,
    ).toBeLessThanOrEqual(budgets.firstLoadJsGzip)
    expect(load.css.gzipBytes, `CSS over ${budgets.cssGzip / KIB} KiB gzip`).toBeLessThanOrEqual(budgets.cssGzip)
  })
}

test.describe('the lazy-code rules recognise the lazy parts when they do load', () => {
  test('a diagram in view loads mermaid once the reader engages', async ({ page, baseURL }) => {
    const load = await measureFirstLoad(page, pageUrl(baseURL!, prefix, '/docs/learn/tutorial/persisting-state'), {
      prefix,
      interact: async (opened) => {
        await engage(opened)
        await opened.locator('figure[data-rendered="true"]').first().waitFor()
      },
    })
    expect(new Set(load.forbiddenAfterFirstLoad.map((hit) => hit.name))).toEqual(new Set(['mermaid']))
  })

  test('the home page Quick Demo loads the playground once the reader engages', async ({ page, baseURL }) => {
    const load = await measureFirstLoad(page, pageUrl(baseURL!, prefix, '/'), {
      prefix,
      interact: async (opened) => {
        await opened.locator('[data-playground]').first().scrollIntoViewIfNeeded()
        await engage(opened)
        await opened.locator('[data-playground][data-live]').first().waitFor()
      },
    })
    expect(load.forbiddenAfterFirstLoad.map((hit) => hit.name)).toContain('playground')
  })

  test('the type popups load when the reader first points at a code block', async ({ page, baseURL }) => {
    const load = await measureFirstLoad(page, pageUrl(baseURL!, prefix, '/docs/learn/tutorial/setup'), {
      prefix,
      interact: async (opened) => {
        await opened.locator('pre [data-typed-name]').first().hover()
        await opened.getByRole('tooltip').waitFor()
      },
    })
    expect(new Set(load.forbiddenAfterFirstLoad.map((hit) => hit.name))).toEqual(new Set(['type popups']))
  })

  test('the search dialog and the search index load on intent', async ({ page, baseURL }) => {
    const load = await measureFirstLoad(page, pageUrl(baseURL!, prefix, '/docs/learn/tutorial'), {
      prefix,
      interact: async (opened) => {
        await opened.keyboard.press('Control+K')
        await opened.getByRole('searchbox').fill('state')
        await opened.locator('.DocSearch-Hit').first().waitFor()
      },
    })
    expect(new Set(load.forbiddenAfterFirstLoad.map((hit) => hit.name))).toEqual(
      new Set(['search dialog', 'search index']),
    )
  })
})
