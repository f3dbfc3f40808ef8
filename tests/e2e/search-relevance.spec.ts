import { expect, test } from '@playwright/test'
import { relevanceQueries } from '../../scripts/bench/search-queries'
import { untunedQueries } from '../../scripts/bench/untuned-queries'
import { productionRecords, readPreparedIndex } from '../../scripts/bench/search-index-data'
import { generatedQueries } from '../../scripts/bench/generated-queries'
import { docsPageFacts } from '../../scripts/bench/page-facts'
import { evaluateRelevance, misses } from '../../scripts/bench/search-relevance'
import { shortQueries, templateNoise } from '../../scripts/bench/template-noise'
import { algoliaSynonyms } from '../../src/node/search/algolia-index'
import { siteConfig } from '../../src/config/site'
import { pageUrl } from '../../src/shared/page-url'
import { siteSynonyms } from '../../src/node/search/synonyms-file'
import { createLocalSearch } from '../../src/shared/search/local-search'
import { openPreparedIndex } from '../../src/shared/search/prepared-index'
import { builtRoutes } from './built-routes'

// The relevance benchmark of `npm run bench:search`, held to a floor on the build under test.
// Ranking is deterministic: a drop below the floor is a change in what readers find, not noise.
// The floor sits a little under what the site reaches (docs/search.md, "Measured").
const floor = { hitAt1: 0.97, hitAt3: 0.98 }
// The queries generated from the content hold for every page, so their floor is higher.
const generatedFloor = { hitAt1: 0.98, hitAt3: 1 }

test.describe('search relevance (local index of the build)', () => {
  const search = createLocalSearch(productionRecords(), siteSynonyms())
  const report = evaluateRelevance(search, relevanceQueries)

  test('the queries want every learn and API page of the build, and no page it lacks', () => {
    const docsRoutes = builtRoutes().filter((route) => route.startsWith('/docs/'))
    const wanted = new Set(relevanceQueries.flatMap((query) => query.expected))
    expect(
      docsRoutes.filter((route) => /^\/docs\/(learn|api)\/[^/]+\/[^/]+$/.test(route) && !wanted.has(route)),
      'pages no query wants',
    ).toEqual([])
    expect(
      [...wanted].filter((route) => !docsRoutes.includes(route)),
      'wanted pages the build lacks',
    ).toEqual([])
  })

  test('the queries never tuned on want pages the build has', () => {
    const routes = new Set(builtRoutes())
    const wanted = new Set(untunedQueries.flatMap((query) => query.expected.map((route) => route.replace(/#.*$/, ''))))
    expect([...wanted].filter((route) => !routes.has(route))).toEqual([])
  })

  test(`hit@1 ≥ ${floor.hitAt1 * 100} % and hit@3 ≥ ${floor.hitAt3 * 100} % in the dialog and on /search`, () => {
    for (const path of ['dialog', 'page'] as const) {
      const missed = misses(report, path).map(
        (miss) => `"${miss.query}" at ${miss.rank[path] ?? 'none'}, first: ${miss.top[path].join(', ')}`,
      )
      expect(report.metrics[path].hitAt1, `${path} hit@1; misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(
        floor.hitAt1,
      )
      expect(report.metrics[path].hitAt3, `${path} hit@3; misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(
        floor.hitAt3,
      )
    }
  })

  test(`queries generated from the content: hit@1 ≥ ${generatedFloor.hitAt1 * 100} % and hit@3 = ${generatedFloor.hitAt3 * 100} %`, () => {
    const records = productionRecords()
    const generated = generatedQueries(records, docsPageFacts())
    // Every page's title and every h2 heading is asked, so the set grows with the content.
    const titles = new Set(
      records
        .filter((record) => record.type === 'lvl1' && record.url_without_anchor.includes('/docs/'))
        .map((record) => record.hierarchy.lvl1),
    )
    expect(generated.filter((query) => query.kind === 'title').length).toBe(titles.size)
    const generatedReport = evaluateRelevance(search, generated)
    for (const path of ['dialog', 'page'] as const) {
      const missed = misses(generatedReport, path).map(
        (miss) => `"${miss.query}" (${miss.kind}) at ${miss.rank[path] ?? 'none'}, first: ${miss.top[path].join(', ')}`,
      )
      expect(
        generatedReport.metrics[path].hitAt1,
        `${path} hit@1; misses:\n${missed.join('\n')}`,
      ).toBeGreaterThanOrEqual(generatedFloor.hitAt1)
      expect(
        generatedReport.metrics[path].hitAt3,
        `${path} hit@3; misses:\n${missed.join('\n')}`,
      ).toBeGreaterThanOrEqual(generatedFloor.hitAt3)
    }
  })

  test("the dialog's first five results hold no heading that matched only through its page's title", () => {
    const queries = shortQueries(productionRecords())
    expect(queries).toEqual(expect.arrayContaining(['WaitEvaluator', 'waitevaluator', 'wai', 'wait', 'set']))
    const noise = templateNoise(search, queries)
    expect(noise.results).toBeGreaterThan(queries.length * 3)
    expect(noise.noise).toEqual([])
  })

  test('a query never ends on "No results" when one of its words, a typo or another form of it, is in the docs', () => {
    // The index the browser opens, test pages and all.
    const shipped = openPreparedIndex(readPreparedIndex())
    for (const query of [
      'difference between SimpleStateManager and StateManager',
      'migrate relink',
      'disopse',
      'zebra dispose',
      'how do I save state to local storage',
      'persistance',
    ]) {
      expect(shipped.search({ query }).nbHits, query).toBeGreaterThan(0)
    }
    expect(shipped.search({ query: 'qwxzv' }).nbHits).toBe(0)
  })

  test('the index the browser opens, and its titles index, carry the synonyms search:push sends to Algolia', () => {
    const sent = algoliaSynonyms(siteSynonyms())
    expect(sent.length).toBeGreaterThan(0)
    for (const file of [siteConfig.search.indexFile, siteConfig.search.titlesFile])
      expect(algoliaSynonyms(readPreparedIndex('public', file).synonyms), file).toEqual(sent)
    // No page says "changelog": the reader's word reaches /versions through the file alone.
    const shipped = openPreparedIndex(readPreparedIndex())
    expect(shipped.search({ query: 'changelog' }).hits.map((hit) => hit.url)).toContain(pageUrl('/versions'))
  })

  test('a query that finds nothing gets up to 3 page titles that look like it, each finding its page', () => {
    const shipped = openPreparedIndex(readPreparedIndex())
    const suggestions = shipped.suggest('statmngr')
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(3)
    expect(suggestions).toContain('StateManager')
    for (const suggestion of suggestions)
      expect(shipped.search({ query: suggestion }).nbHits, suggestion).toBeGreaterThan(0)
  })
})
