import { describe, expect, it } from 'vitest'
import type { SearchRequest } from '../../src/shared/search/algolia-response'
import { createLocalSearch } from '../../src/shared/search/local-search'
import { openPreparedIndex, prepareTitleIndex, type PreparedSearchIndex } from '../../src/shared/search/prepared-index'
import { extractSearchRecords } from '../../src/node/search/records'
import { NO_SYNONYMS } from '../../src/shared/search/synonyms'

const options = {
  siteUrl: 'https://example.org/cotton-box',
  language: 'en',
  tags: { docs: 'docs-default-current', blog: 'blog_posts_list' },
}
const doc = (route: string, lvl0: string, body: string, kind = 'docs') =>
  extractSearchRecords(
    `<article data-search-lvl0="${lvl0}" data-search-kind="${kind}">${body}</article>`,
    route,
    options,
  )

const records = [
  ...doc(
    '/docs/learn/react/quick-start',
    'Learn',
    '<h1>Quick start</h1><p>Call useStateValue in a component to read the state; useStateValue re-renders on change.</p><h2 id="selectors">Selectors</h2><p>Pass a selector to useStateValue.</p>',
  ),
  ...doc(
    '/docs/api/react/useStateValueWithReactiveSelector',
    'API',
    '<h1>useStateValueWithReactiveSelector</h1><p>A deprecated variant of the hook.</p>',
  ),
  ...doc(
    '/docs/api/react/useStateValue',
    'API',
    '<h1>useStateValue</h1><p>A React hook that returns the current state.</p><h2 id="parameters">Parameters</h2><p>The state manager to read.</p>',
  ),
  ...doc(
    '/docs/api/core/StateManager',
    'API',
    '<h1>StateManager</h1><p>A state manager with lifecycle hooks, an initialization step and a change queue.</p><h2 id="reset">reset</h2><p>Returns to the default state.</p>',
  ),
  ...doc(
    '/blog/hello',
    'Blog',
    '<h1>Hello from the lifecycle team</h1><p>News about a &lt;tag&gt; and lifecycle hooks.</p>',
    'blog',
  ),
]
const search = (query: string, request: Partial<SearchRequest> = {}) =>
  createLocalSearch(records).search({ query, ...request })
const urls = (query: string, request: Partial<SearchRequest> = {}) => search(query, request).hits.map((hit) => hit.url)

describe('local search backend', () => {
  it("leaves out headings that match only through their page's title: the page answers for them", () => {
    const api = doc(
      '/docs/api/core/WaitEvaluator',
      'API',
      '<h1>WaitEvaluator</h1><p>A function type.</p><h2 id="returns">Returns</h2><p>A boolean.</p><h2 id="example">Example</h2><p>Checks a cart.</p><h2 id="waiting">Waiting twice</h2><p>Call it again.</p>',
    )
    const hits = createLocalSearch(api).search({ query: 'wait' }).hits
    expect(hits.map((hit) => hit.anchor)).toEqual([null, 'waiting'])
    // The same headings answer a query of their own words.
    expect(
      createLocalSearch(api)
        .search({ query: 'returns' })
        .hits.map((hit) => hit.anchor),
    ).toEqual(['returns'])
  })

  it('ranks a heading whose whole text, stop words and all, is the query above titles that hold its words', () => {
    const pages = [
      ...doc(
        '/docs/api/core/ReadOnlyStateManager',
        'API',
        '<h1>ReadOnlyStateManager</h1><p>Read the state, never set it.</p>',
      ),
      ...doc(
        '/docs/learn/tutorial/quick-start',
        'Learn',
        '<h1>Quick start</h1><p>First steps.</p><h2 id="read-the-state">Read the state</h2><p>Call get.</p>',
      ),
    ]
    expect(createLocalSearch(pages).search({ query: 'Read the state' }).hits[0]).toMatchObject({
      anchor: 'read-the-state',
    })
    expect(createLocalSearch(pages).search({ query: 'read state' }).hits[0]).toMatchObject({
      url: 'https://example.org/cotton-box/docs/api/core/ReadOnlyStateManager',
    })
  })

  it('finds an API page by its name before pages that only mention it', () => {
    expect(urls('useStateValue')[0]).toBe('https://example.org/cotton-box/docs/api/react/useStateValue')
  })

  it('ranks title and heading hits above content hits', () => {
    const types = search('state').hits.map((hit) => hit.type)
    const firstContent = types.indexOf('content')
    expect(firstContent).toBeGreaterThan(0)
    expect(types.slice(firstContent).every((type) => type === 'content')).toBe(true)
    expect(search('reset').hits[0]).toMatchObject({ type: 'lvl2', anchor: 'reset' })
  })

  it('matches prefixes, camel-case parts and typos', () => {
    expect(urls('usestat')[0]).toContain('/docs/api/react/useStateValue')
    expect(urls('Reactive')).toContain(
      'https://example.org/cotton-box/docs/api/react/useStateValueWithReactiveSelector',
    )
    expect(urls('lifecylce')).toContain('https://example.org/cotton-box/docs/api/core/StateManager')
    expect(urls('stte manger')[0]).toContain('/docs/api/core/StateManager')
  })

  it('answers with the records that have every word when there are any, and nothing for no match', () => {
    expect(urls('selector hook deprecated')).toEqual([
      'https://example.org/cotton-box/docs/api/react/useStateValueWithReactiveSelector',
    ])
    expect(search('zebra').hits).toEqual([])
    expect(search('zebra').nbHits).toBe(0)
  })

  it('makes words optional when no record has enough of them, ranking records with more words first', () => {
    const found = urls('zebra quagga deprecated selector hook')
    expect(found[0]).toBe('https://example.org/cotton-box/docs/api/react/useStateValueWithReactiveSelector')
    expect(found.length).toBeGreaterThan(1)
  })

  it('finds other forms of a word, transposed letters and stop-word questions', () => {
    expect(urls('initialize')).toContain('https://example.org/cotton-box/docs/api/core/StateManager')
    expect(urls('rset')[0]).toContain('/docs/api/core/StateManager#reset')
    expect(urls('how do I reset the state')[0]).toContain('/docs/api/core/StateManager#reset')
  })

  it('suggests page titles that look like a query that found nothing, each of which finds its page', () => {
    const local = createLocalSearch(records)
    expect(local.search({ query: 'statmngr' }).nbHits).toBe(0)
    expect(local.suggest('statmngr')).toContain('StateManager')
    expect(local.suggest('qqqq')).toEqual([])
  })

  it('puts the title a query abbreviates before titles that only share a word with it', () => {
    const local = createLocalSearch([
      ...records,
      ...doc('/blog/naming', 'Blog', '<h1>Naming state managers</h1><p>Names show in the developer tools.</p>', 'blog'),
      ...doc(
        '/docs/learn/react/observing',
        'Learn',
        '<h1>Observing Initialization State</h1><p>Read whether it has initialized.</p>',
      ),
    ])
    expect(local.suggest('statmngr')[0]).toBe('StateManager')
    for (const title of local.suggest('statmngr')) expect(local.search({ query: title }).nbHits).toBeGreaterThan(0)
  })

  it('answers in the Algolia response shape, with highlights and word-limited snippets', () => {
    const response = search('lifecycle hooks', {
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
      hitsPerPage: 20,
    })
    expect(response).toMatchObject({ page: 0, hitsPerPage: 20, query: 'lifecycle hooks' })
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(response.nbHits).toBe(response.hits.length)
    const hit = response.hits.find(
      (candidate) => candidate.type === 'content' && candidate.hierarchy?.lvl1 === 'StateManager',
    )!
    expect(hit._highlightResult.content).toEqual({
      value:
        'A state manager with <mark>lifecycle</mark> <mark>hooks</mark>, an initialization step and a change queue.',
      matchLevel: 'full',
      matchedWords: ['lifecycle', 'hooks'],
      fullyHighlighted: false,
    })
    expect(hit._snippetResult.content).toEqual({
      value: '…manager with <mark>lifecycle</mark> <mark>hooks</mark>, an…',
      matchLevel: 'full',
    })
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({ value: 'StateManager', matchLevel: 'none' })
  })

  it('keeps text as text: the record is escaped first, then the highlight tags are added', () => {
    const hit = search('tag', { highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits[0]
    expect(hit._highlightResult.content?.value).toBe('News about a &lt;<mark>tag</mark>&gt; and lifecycle hooks.')
  })

  it('never lets markup from a record through, even where a matched word touches it', () => {
    const hostile = doc(
      '/blog/x',
      'Blog',
      '<h1>Images</h1><p>Try &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; in an image tag.</p>',
      'blog',
    )
    const hostileSearch = createLocalSearch(hostile)
    for (const query of ['onerror', 'img', 'lt', 'quot', 'amp']) {
      const response = hostileSearch.search({
        query,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesToSnippet: ['content:4'],
      })
      for (const hit of response.hits) {
        for (const value of [hit._highlightResult.content?.value, hit._snippetResult.content?.value]) {
          // Only the highlight tags are markup; every other < is escaped.
          expect(value?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/)
        }
      }
    }
    const [hit] = hostileSearch.search({
      query: 'onerror',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }).hits
    expect(hit._highlightResult.content?.value).toBe(
      'Try &lt;img src=x <mark>onerror</mark>=alert(1)&gt; &amp; &quot;quotes&quot; in an image tag.',
    )
    expect(hit._highlightResult.content?.fullyHighlighted).toBe(false)
  })

  it('returns only the attributes asked for', () => {
    const [hit] = search('useStateValue', {
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'url', 'type'],
    }).hits
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ])
    expect(hit.hierarchy).toEqual({ lvl0: 'API', lvl1: 'useStateValue' })
  })

  it('pages through the hits and filters by language and tag facets', () => {
    const all = search('state', { hitsPerPage: 100 })
    const second = search('state', { hitsPerPage: 2, page: 1 })
    expect(second).toMatchObject({ nbHits: all.nbHits, page: 1, nbPages: Math.ceil(all.nbHits / 2) })
    expect(second.hits.map((hit) => hit.objectID)).toEqual(all.hits.slice(2, 4).map((hit) => hit.objectID))
    expect(urls('lifecycle', { facetFilters: ['language:en', ['docusaurus_tag:blog_posts_list']] })).toEqual([
      'https://example.org/cotton-box/blog/hello',
    ])
    expect(urls('lifecycle', { facetFilters: ['language:fr'] })).toEqual([])
  })

  it('returns one hit per url', () => {
    const hits = search('useStateValue', { hitsPerPage: 100 }).hits
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(hits.length)
  })
})

describe('page evidence', () => {
  const page = (route: string) => `https://example.org/cotton-box${route}`
  const pages = [
    ...doc(
      '/docs/learn/tutorial/persisting-state',
      'Learn',
      '<h1>Persisting State</h1><h2 id="save">Save to localStorage</h2><p>Write the value in didSet.</p><h2 id="load">Load after a reload</h2><p>Read the value in init.</p><h2 id="keys">Storage keys</h2><p>One key per manager.</p>',
    ),
    ...doc(
      '/docs/learn/tutorial/disposal',
      'Learn',
      '<h1>Reload and localStorage</h1><p>Disposal clears what a manager holds.</p>',
    ),
    ...doc(
      '/docs/learn/guides/storage',
      'Learn',
      '<h1>Storage</h1><p>Persisting to localStorage survives a reload.</p>',
    ),
    ...doc('/docs/api/core/Watcher', 'API', '<h1>Watcher</h1><p>A callback.</p>'),
    ...doc('/docs/api/core/reset', 'API', '<h1>What reset clears</h1><p>The state.</p>'),
  ]
  const summaries = {
    [page('/docs/api/core/Watcher')]: {
      description: 'The function a state manager calls after each quillwort change.',
    },
    [page('/docs/learn/tutorial/disposal')]: { keywords: ['teardown', 'memory leak'] },
  }
  const ranked = (query: string) =>
    createLocalSearch(pages, NO_SYNONYMS, summaries)
      .search({ query })
      .hits.map((hit) => hit.url)

  it('ranks a page whose title and headings together hold every word above a record holding fewer', () => {
    // No record of the persisting page has all three words; its title and headings do.
    expect(ranked('persisting localStorage reload')[0]).toMatch(/\/persisting-state(#|$)/)
  })

  it("lifts a page once: its other sections stand on their own words, after other pages' records", () => {
    const found = ranked('persisting localStorage reload')
    expect(found.slice(1, 3).sort()).toEqual([
      page('/docs/learn/guides/storage'),
      page('/docs/learn/tutorial/disposal'),
    ])
    expect(found.slice(3).every((url) => url?.includes('/persisting-state'))).toBe(true)
  })

  it('lets a question of three words or more miss one: the page about the rest outranks a passing mention of all', () => {
    // Only the storage guide's paragraph has all three words; the disposal page's title has two.
    expect(ranked('reload localStorage survives')[0]).toBe(page('/docs/learn/tutorial/disposal'))
    // Missing two words of four is too many while other pages miss one; two words must both be there.
    expect(ranked('persisting localStorage reload zebra')).not.toContain(page('/docs/learn/tutorial/disposal'))
    expect(ranked('persisting reload')).not.toContain(page('/docs/learn/tutorial/disposal'))
  })

  it("finds a page by a word of its description, through the page's own record", () => {
    expect(ranked('quillwort')).toEqual([page('/docs/api/core/Watcher')])
    expect(createLocalSearch(pages).search({ query: 'quillwort' }).hits).toEqual([])
  })

  it('finds a page by the words of its keywords, and counts them as evidence of what the page is about', () => {
    expect(ranked('teardown')).toEqual([page('/docs/learn/tutorial/disposal')])
    expect(ranked('memory leaks')).toEqual([page('/docs/learn/tutorial/disposal')])
    // "clears" is in a paragraph of the page; "teardown" in its keywords speaks for that paragraph
    // too, above another page's title that has only "clears".
    const [first] = createLocalSearch(pages, NO_SYNONYMS, summaries).search({ query: 'teardown clears' }).hits
    expect([first.url, first.type]).toEqual([page('/docs/learn/tutorial/disposal'), 'content'])
    expect(createLocalSearch(pages).search({ query: 'teardown' }).hits).toEqual([])
  })
})

describe('version numbers', () => {
  const releases = [
    ...doc(
      '/versions',
      'Documentation',
      '<h1>Versions</h1><h2 id="what-changed">What changed</h2><h3 id="release-0-13-1">0.13.1 (2025-06-04)</h3><p>Changed</p><p>Typings only.</p><h3 id="release-0-13-0">0.13.0 (2025-05-23)</h3><p>Added</p><h3 id="release-0-8-0">0.8.0 (2025-01-02)</h3><p>Added</p>',
    ),
    ...doc(
      '/docs/api/core/InvalidStateTransitionError',
      'API',
      '<h1>InvalidStateTransitionError</h1><p>Since 0.8.0</p><h2 id="history">History</h2><p>Changed in 0.13.1: the typings changed since 0.13.0.</p>',
    ),
  ]
  const first = (query: string) => createLocalSearch(releases).search({ query }).hits[0]?.url

  it('find the release, with or without words that ask what changed, and never a neighbouring release', () => {
    for (const query of ['0.13.1', 'what changed in 0.13.1', 'v0.13.1 release notes', 'changes since 0.13.1'])
      expect(first(query), query).toBe('https://example.org/cotton-box/versions#release-0-13-1')
    expect(first('0.13.0')).toBe('https://example.org/cotton-box/versions#release-0-13-0')
    expect(first('since 0.8')).toBe('https://example.org/cotton-box/versions#release-0-8-0')
  })

  it('put the release first when other words of the query are on a page that changed then', () => {
    // The error's page has "typings", "changed" and the version; the release section answers.
    expect(first('typings 0.13.1')).toBe('https://example.org/cotton-box/versions#release-0-13-1')
    // Even a word the release lacks does not hide it.
    expect(first('initial 0.13.0 zebra')).toBe('https://example.org/cotton-box/versions#release-0-13-0')
  })

  it('leave an export named with the version to its page', () => {
    expect(first('InvalidStateTransitionError 0.13.1')).toBe(
      'https://example.org/cotton-box/docs/api/core/InvalidStateTransitionError#history',
    )
  })
})

describe('titles-and-sections index (the dialog answers from it while the full index opens)', () => {
  const titles = openPreparedIndex(
    JSON.parse(JSON.stringify(prepareTitleIndex(records, NO_SYNONYMS))) as PreparedSearchIndex,
  )
  const titleUrls = (query: string) => titles.search({ query }).hits.map((hit) => hit.url)

  it('finds pages by their titles and sections by their headings, as the full index does', () => {
    expect(titleUrls('useStateValue')[0]).toBe(urls('useStateValue')[0])
    expect(titleUrls('selectors')).toContain('https://example.org/cotton-box/docs/learn/react/quick-start#selectors')
    expect(titleUrls('reset')).toEqual(['https://example.org/cotton-box/docs/api/core/StateManager#reset'])
  })

  it('holds no paragraph: words only the text has find nothing there', () => {
    expect(urls('initialization')).not.toEqual([])
    expect(titleUrls('initialization')).toEqual([])
  })
})
