import { describe, expect, it } from 'vitest'
import { extractSearchRecords } from '../../src/node/search/records'
import { parseReaderQueries, readerPagesModel } from '../../src/node/search/reader-queries-file'
import { createLocalSearch, type PageSummaries } from '../../src/shared/search/local-search'
import { openPreparedIndex, prepareSearchIndex, type PreparedSearchIndex } from '../../src/shared/search/prepared-index'
import { fusePageOrder } from '../../src/shared/search/reader-pages'
import { NO_SYNONYMS } from '../../src/shared/search/synonyms'

const site = 'https://example.org/cotton-box'
const options = { siteUrl: site, language: 'en', tags: { docs: 'docs', blog: 'blog' } }
const page = (route: string, lvl0: string, html: string) =>
  extractSearchRecords(`<article data-search-lvl0="${lvl0}" data-search-kind="docs">${html}</article>`, route, options)
const records = [
  ...page(
    '/docs/learn/tutorial/persisting-state',
    'Learn',
    '<h1>Persisting State</h1><p>Write the state to storage in didSet and read it back in init.</p>',
  ),
  ...page(
    '/docs/learn/tutorial/disposal',
    'Learn',
    '<h1>Disposal</h1><p>Dispose a manager to remove its watchers after a reload.</p>',
  ),
  ...page('/docs/api/core/StateManager', 'API', '<h1>StateManager</h1><p>Holds a value and tells its watchers.</p>'),
]
const summaries: PageSummaries = {}
const queries = parseReaderQueries(
  [
    '/docs/learn/tutorial/persisting-state:',
    '  - keep my preferences after a page refresh',
    '  - remember settings between visits',
    '/docs/learn/tutorial/disposal:',
    '  - free memory when a screen closes',
  ].join('\n'),
)
const address = (route: string) => `${site}${route}`
const model = readerPagesModel(queries, records, summaries, address)
const withModel = createLocalSearch(records, NO_SYNONYMS, summaries, model)
const wordsOnly = createLocalSearch(records, NO_SYNONYMS, summaries)
const routes = (hits: ReadonlyArray<{ url?: string }>) =>
  hits.map((hit) => (hit.url ?? '').replace(site, '').replace(/#.*$/, ''))

describe("the pages readers' own words point to", () => {
  it('answer a question in words no page holds with the page its readers ask that way for', () => {
    const query = 'preferences survive a browser refresh'
    expect(wordsOnly.search({ query }).hits).toEqual([])
    expect(routes(withModel.search({ query }).hits)[0]).toBe('/docs/learn/tutorial/persisting-state')
  })

  it('leave a single word to word matching', () => {
    expect(withModel.search({ query: 'preferences' }).hits).toEqual([])
    expect(routes(withModel.search({ query: 'preferences refresh' }).hits)[0]).toBe(
      '/docs/learn/tutorial/persisting-state',
    )
    expect(routes(withModel.search({ query: 'watchers' }).hits)).toEqual(
      routes(wordsOnly.search({ query: 'watchers' }).hits),
    )
  })

  it('add no page the request filters out', () => {
    const query = 'preferences survive a browser refresh'
    expect(withModel.search({ query, facetFilters: ['hierarchy.lvl0:API'] }).hits).toEqual([])
  })

  it('travel with the prepared index to the browser', () => {
    const opened = openPreparedIndex(
      JSON.parse(JSON.stringify(prepareSearchIndex(records, NO_SYNONYMS, summaries, model))) as PreparedSearchIndex,
    )
    const query = 'preferences survive a browser refresh'
    expect(routes(opened.search({ query }).hits)).toEqual(routes(withModel.search({ query }).hits))
    expect(routes(opened.search({ query }).hits)).not.toEqual([])
  })
})

describe('fusePageOrder', () => {
  const item = (id: string) => ({ id, page: id[0] })
  const ids = (items: ReadonlyArray<{ id: string }>) => items.map(({ id }) => id)
  const fuse = (engine: string[], readers: string[], keepFirst = false, weight = 1) =>
    ids(
      fusePageOrder(
        engine.map(item),
        (entry) => entry.page,
        { pages: readers, weight },
        (page) => item(`${page}0`),
        keepFirst,
      ),
    )

  it("puts the pages both lists rank high first, each page's first result in a first result's place", () => {
    expect(fuse(['A1', 'B1', 'A2', 'C1'], ['C'])).toEqual(['C1', 'A1', 'A2', 'B1'])
  })

  it('adds a page only the model names, through its page result', () => {
    expect(fuse(['A1', 'B1'], ['D', 'B'])).toEqual(['B1', 'A1', 'D0'])
  })

  it("lets a sure model's list count more than word matching's", () => {
    expect(fuse(['A1', 'B1'], ['D', 'B'], false, 2)).toEqual(['B1', 'D0', 'A1'])
  })

  it('keeps the first page first when asked', () => {
    expect(fuse(['A1', 'B1'], ['D', 'B'], true)).toEqual(['A1', 'B1', 'D0'])
  })
})

describe('the readers’ queries file', () => {
  it('fails naming the file on a malformed entry or a route no indexed page has', () => {
    expect(() => parseReaderQueries('/docs/a: just one string', 'content/q.yml')).toThrow(
      'content/q.yml: /docs/a does not map to a list of queries',
    )
    expect(() => parseReaderQueries('docs/a: [x]', 'content/q.yml')).toThrow('content/q.yml: docs/a is not a route')
    expect(() => readerPagesModel({ '/docs/learn/missing': ['where is it'] }, records, summaries, address)).toThrow(
      'content/search-reader-queries.yml: no indexed page has the route /docs/learn/missing',
    )
  })
})
