import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { forbiddenInFirstLoad } from '../../scripts/bench/budgets'
import { performanceCell } from '../../scripts/bench/bench-report'
import { pagesBuilt, slowestSteps, stepSeconds } from '../../scripts/bench/build-output'
import {
  forbiddenHits,
  inlineStyles,
  isPrefetch,
  sitePath,
  sizeOf,
  splitRequests,
  type ObservedRequest,
} from '../../scripts/bench/first-load-figures'
import { parse } from 'yaml'
import { generatedFiles, generatedPage, generatedRoute } from '../../scripts/bench/generated-pages'
import { medianRun, type LighthouseResult } from '../../scripts/bench/lighthouse'
import { pageUrl } from '../../scripts/bench/page-kinds'
import { figuresByRound, type QueryOutcome, type ScoredQuery } from '../../scripts/bench/search-relevance'
import { bytesPerModule, decodeSegment, moduleName, UNMAPPED } from '../../scripts/bench/source-map-sizes'

describe('source map sizes', () => {
  it('decodes base64 VLQ segments, signs included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeSegment('SAAQ')).toEqual([9, 0, 0, 8])
    expect(decodeSegment('D')).toEqual([-1])
    expect(decodeSegment('gB')).toEqual([16])
    expect(() => decodeSegment('A*')).toThrow(/base64/)
  })

  it('names modules without the webpack scheme', () => {
    expect(moduleName('webpack://cotton-box-site/./node_modules/react-dom/index.js')).toBe(
      'node_modules/react-dom/index.js',
    )
    expect(moduleName('webpack://cotton-box-site/./src/a.ts')).toBe('src/a.ts')
  })

  it('gives each stretch of a line to the source of the segment it starts with', () => {
    // Line 1: "aaaa" from a.ts at column 0, "bb" from b.ts at column 4. Line 2: "cc" from a.ts.
    const code = 'aaaabb\ncc'
    const map = { sources: ['webpack://x/./a.ts', 'webpack://x/./b.ts'], mappings: 'AAAA,ICAA;ADAA' }
    expect(bytesPerModule(code, map)).toEqual([
      { module: 'a.ts', bytes: 6 },
      { module: 'b.ts', bytes: 2 },
      { module: UNMAPPED, bytes: 1 },
    ])
  })
})

describe('first-load figures', () => {
  const request = (url: string, startedAt: number, headers: Record<string, string> = {}): ObservedRequest => ({
    url,
    resourceType: 'script',
    status: 200,
    startedAt,
    requestHeaders: headers,
    body: Buffer.from('x'),
  })

  it('tells prefetches of other pages by their Sec-Purpose or Purpose header', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true)
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true)
    expect(isPrefetch({ accept: '*/*' })).toBe(false)
  })

  it('splits requests at the load event and when the network went quiet, prefetches apart', () => {
    const split = splitRequests(
      [
        request('http://h/a.js', 10),
        request('http://h/b.js', 60),
        request('http://h/c.js', 120),
        request('http://h/p.json', 70, { 'sec-purpose': 'prefetch' }),
      ],
      { loadAt: 50, quietAt: 100 },
    )
    expect(split.untilLoad.map((r) => r.url)).toEqual(['http://h/a.js'])
    expect(split.firstLoad.map((r) => r.url)).toEqual(['http://h/a.js', 'http://h/b.js'])
    expect(split.afterFirstLoad.map((r) => r.url)).toEqual(['http://h/c.js'])
    expect(split.prefetches.map((r) => r.url)).toEqual(['http://h/p.json'])
  })

  it('measures bytes and gzip bytes of what it is given', () => {
    const text = 'abc'.repeat(1000)
    const size = sizeOf(text)
    expect(size.bytes).toBe(3000)
    expect(size.gzipBytes).toBeLessThan(100)
    expect(size.gzipBytes).toBeGreaterThan(10)
    expect(gunzipSync(gzipSync(text, { level: 9 })).length).toBe(size.bytes)
  })

  it('reads the inline CSS of a document', () => {
    expect(inlineStyles('<head><style data-href="/s.css">a{b:c}</style><style>\nd{e:f}</style></head>')).toEqual([
      'a{b:c}',
      '\nd{e:f}',
    ])
  })

  it('names paths without the site prefix', () => {
    expect(sitePath('http://127.0.0.1:9/cotton-box/app-1.js', '/cotton-box')).toBe('/app-1.js')
    expect(sitePath('http://127.0.0.1:9/other.js', '/cotton-box')).toBe('/other.js')
    expect(pageUrl('http://h', '/cotton-box', '/')).toBe('http://h/cotton-box/')
    expect(pageUrl('http://h', '/cotton-box', '/blog')).toBe('http://h/cotton-box/blog')
  })

  it('finds lazy code by module and by request, and leaves the wrappers that load it alone', () => {
    const scripts = [
      {
        path: '/shared.js',
        modules: [
          { module: 'src/components/mermaid/Mermaid.tsx', bytes: 10 },
          { module: 'src/components/playground/Playground.tsx', bytes: 10 },
          { module: 'node_modules/mermaid/dist/mermaid.core.mjs', bytes: 10 },
          { module: 'src/components/search/SearchDialog.tsx', bytes: 10 },
        ],
      },
    ]
    const paths = ['/playground/web.1234.html', '/search-index.json', '/app-1.js', '/search-dialog.abc.css']
    expect(forbiddenHits(forbiddenInFirstLoad, scripts, paths)).toEqual([
      { name: 'mermaid', found: 'node_modules/mermaid/dist/mermaid.core.mjs in /shared.js' },
      { name: 'search dialog', found: 'src/components/search/SearchDialog.tsx in /shared.js' },
      { name: 'search dialog', found: '/search-dialog.abc.css' },
      { name: 'playground', found: '/playground/web.1234.html' },
      { name: 'search index', found: '/search-index.json' },
    ])
    expect(
      forbiddenHits(
        forbiddenInFirstLoad,
        [{ path: '/x.js', modules: [{ module: 'node_modules/prismjs/components/prism-bash.js', bytes: 1 }] }],
        [],
      ),
    ).toEqual([{ name: 'syntax highlighter', found: 'node_modules/prismjs/components/prism-bash.js in /x.js' }])
    const modules = ['src/node/mdx/magic-comments.ts', 'src/shared/code-block/fence-attributes.ts'].map((module) => ({
      module,
      bytes: 1,
    }))
    expect(forbiddenHits(forbiddenInFirstLoad, [{ path: '/y.js', modules }], [])).toEqual([
      { name: 'build-time code', found: 'src/node/mdx/magic-comments.ts in /y.js' },
    ])
  })
})

describe('build-scaling pages', () => {
  it('have front matter, headings, three TypeScript blocks and links to generated and real pages', () => {
    const page = generatedPage(4, 10)
    expect(page).toMatch(/^---\ntitle: Generated Page 5\ndescription: .+\nsidebar_position: 5\n---\n/)
    expect(page.match(/^## /gm)).toHaveLength(3)
    expect(page.match(/^### /gm)).toHaveLength(2)
    expect(page.match(/^```ts title=/gm)).toHaveLength(3)
    expect(page).toContain(`](${generatedRoute(5)})`)
    expect(page).toContain(`](${generatedRoute(3)})`)
    expect(page).toMatch(/\]\(\/docs\/(learn|api)\//)
    expect(page.length).toBeGreaterThan(3000)
  })

  it('link around: the last page links to the first', () => {
    expect(generatedPage(9, 10)).toContain(`](${generatedRoute(0)})`)
    expect(generatedRoute(0)).toBe('/docs/bench/generated/page-0001')
  })

  it('come as files: the pages, and the sidebars with their category last in the Learn sidebar', () => {
    const sidebars =
      'learn:\n  label: Learn\n  categories:\n    - label: Tutorial\n      dir: learn/tutorial\n      description: First steps.\n'
    const files = generatedFiles(3, sidebars)
    expect(Object.keys(files).filter((file) => file.endsWith('.mdx'))).toEqual(
      [1, 2, 3].map((n) => `content/docs/bench/generated/page-000${n}.mdx`),
    )
    expect(files['content/docs/bench/generated/page-0002.mdx']).toBe(generatedPage(1, 3))
    const learn = (
      parse(files['content/sidebars.yml']) as { learn: { categories: Array<{ label: string; dir: string }> } }
    ).learn
    expect(learn.categories.map((category) => category.dir)).toEqual(['learn/tutorial', 'bench/generated'])
    expect(generatedFiles(0, sidebars)).toEqual({})
  })

  it('read step timings and the page count from the build output', () => {
    const output =
      'success load plugins - 1.5s\nsuccess Building production JavaScript and CSS bundles - 40.25s\nsuccess Building static HTML for pages - 7.1s - 86/86 12.3/s\n'
    expect(slowestSteps(output, 2)).toEqual([
      { step: 'Building production JavaScript and CSS bundles', seconds: 40.25 },
      { step: 'Building static HTML for pages', seconds: 7.1 },
    ])
    expect(pagesBuilt(output)).toBe(86)
    expect(() => pagesBuilt('nothing')).toThrow(/how many pages/)
    expect(stepSeconds(output, ['Building static HTML for pages', 'check built links'])).toEqual([
      { step: 'Building static HTML for pages', seconds: 7.1 },
      { step: 'check built links', seconds: null },
    ])
  })
})

describe('chunk file names', () => {
  it('name page and hash-named shared chunks by content hash, and keep the names of chunks that have one', async () => {
    const { chunkFilename } = await import('../../src/node/webpack/chunk-filenames')
    expect(chunkFilename('component---src-templates-doc-tsx-content-file-path-content-docs-a-mdx')).toBe(
      '[contenthash:8].js',
    )
    expect(chunkFilename('064b035f172528fae2b64919a80b0e0ea8585156')).toBe('[contenthash:8].js')
    expect(chunkFilename(undefined)).toBe('[contenthash:8].js')
    expect(chunkFilename('mermaid')).toBe('[name]-[contenthash].js')
    expect(chunkFilename('playground')).toBe('[name]-[contenthash].js')
  })
})

describe('Lighthouse runs', () => {
  const run = (performance: number, tbt: number): LighthouseResult => ({
    scores: { performance },
    metrics: { fcp: 800, lcp: 1200, tbt, cls: 0 },
    failed: {},
  })

  it('reports the run with the median performance score, with the metrics of that run', () => {
    expect(medianRun([run(91, 366), run(97, 181), run(96, 230)])).toEqual(run(96, 230))
    expect(medianRun([run(99, 70), run(90, 400)])).toEqual(run(90, 400))
    expect(() => medianRun([])).toThrow(/No Lighthouse run/)
  })

  it('show how far the runs spread around the reported score', () => {
    expect(performanceCell(97, [93, 97, 99, 97, 98])).toBe('97 (93–99)')
    expect(performanceCell(98, [98, 98, 98])).toBe('98')
    expect(performanceCell(98, [98])).toBe('98')
    expect(performanceCell(undefined, [])).toBe('–')
  })
})

describe('relevance figures by round', () => {
  /** A query of `round` whose page came at `rank` in the dialog and on /search. */
  const outcome = (round: number, rank: number | null): QueryOutcome<ScoredQuery & { round: number }> => ({
    query: `q${round}`,
    expected: ['/docs'],
    round,
    rank: { dialog: rank, page: rank },
    top: { dialog: [], page: [] },
  })

  it('gives each round its own figures, in round order, whatever order the queries came in', () => {
    const rounds = figuresByRound([outcome(2, 3), outcome(1, 1), outcome(1, null)])
    expect(
      rounds.map(({ round, queries, metrics }) => [round, queries, metrics.dialog.hitAt1, metrics.page.hitAt3]),
    ).toEqual([
      [1, 2, 0.5, 0.5],
      [2, 1, 0, 1],
    ])
  })
})
