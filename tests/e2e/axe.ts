import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe, { type AxeResults, type ContextSpec, type RunOptions } from 'axe-core'

/** What axe checks: rules by tag or by id, in the whole page or only part of it. */
export interface AxeScope {
  readonly tags?: ReadonlyArray<string>
  readonly rules?: ReadonlyArray<string>
  readonly include?: ReadonlyArray<string>
  readonly exclude?: ReadonlyArray<string>
}

type AxeWindow = Window & { axe?: typeof axe }

/**
 * Axe's results for the page as it is now, violations only (axe then spends no time describing
 * each element that passed).
 *
 * A page without frames gets axe's source once and each later check runs it directly:
 * AxeBuilder evaluates the 1.4 MB source twice on every call, which took longer than the check
 * (0.6 of 1.2 s for all the rules on a docs page; 2026-11-27 on 1129ac6). A page with frames goes
 * through AxeBuilder, as only it checks frames of other origins (the playgrounds' previews).
 */
export async function runAxe(page: Page, { tags, rules, include = [], exclude = [] }: AxeScope): Promise<AxeResults> {
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
    ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}),
  }
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options)
    for (const selector of include) builder.include(selector)
    for (const selector of exclude) builder.exclude(selector)
    return builder.analyze()
  }
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!loaded) await page.evaluate(axe.source)
  const selectors = { include: [...include], exclude: [...exclude] }
  return page.evaluate(
    async ([within, how]): Promise<AxeResults> => {
      const loadedAxe = (window as AxeWindow).axe
      if (!loadedAxe) throw new Error('axe is not on the page: it was loaded, then the page changed')
      const context: ContextSpec = {
        exclude: within.exclude.map((selector) => [selector]),
        ...(within.include.length > 0 ? { include: within.include.map((selector) => [selector]) } : {}),
      }
      return loadedAxe.run(context, how)
    },
    [selectors, options] as const,
  )
}
