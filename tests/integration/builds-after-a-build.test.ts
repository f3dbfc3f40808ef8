import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedFiles, generatedRoute, minimalGeneratedPage } from '../../scripts/bench/generated-pages'
import { pageKinds } from '../../scripts/bench/page-kinds'
import { pageScripts } from '../../scripts/bench/page-scripts'
import { siteConfig } from '../../src/config/site'
import { CHUNK_FILES_FILE } from '../../src/shared/page-chunks'
import { builtRoutes } from '../e2e/built-routes'
import { pageChunksBlock } from '../page-chunks-block'
import { copyProject, runGatsby, type ProjectCopy, type RunResult } from './project-copy'

// Builds after a first build, with Gatsby's cache in place: what a developer building again, or a
// deploy that keeps the cache, runs. One copy of the project starts from a test build (the fixture
// pages the browser tests read), then gets a production build, which starts cold (the configuration changed);
// each later build changes one thing. (Warm builds take a third of a cold one, which keeps the
// suite short.)
/**
 * How long one step with builds may take: `npm test` starts this suite beside the browser tests at
 * the lowest priority (scripts/test-all.mjs), where a build waits for idle CPU until they end.
 */
const buildTimeout = 1_800_000
let project: ProjectCopy
/** The JavaScript each kind of page loads first, after the first production build. */
let firstLoadsOfFirstBuild: ReadonlyMap<string, number>

/** Gzip bytes of the JavaScript each kind of page loads first (script files and inline scripts). */
function firstLoads(routes: ReadonlyArray<string>): Map<string, number> {
  const publicDir = path.join(project.dir, 'public')
  return new Map(routes.map((route) => [route, pageScripts(publicDir, siteConfig.pathPrefix, route).total.gzipBytes]))
}

// The browser tests build with test-only pages; a production build in the same folder after them
// must leave none of those pages, nor their copies at x.html, to be deployed. Gatsby empties its
// cache when the configuration changes between the two, so nothing it kept can say what to remove.
const testOnlyPosts = readdirSync(path.resolve(__dirname, '../../tests/fixtures/blog'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `blog/${path.basename(file, '.mdx')}`)
/** The test-only pages, and their copies at x.html, in the build in `projectDir`. */
const testOnlyFiles = (projectDir: string) =>
  testOnlyPosts
    .flatMap((route) => [`${route}/index.html`, `${route}.html`])
    .filter((file) => existsSync(path.join(projectDir, 'public', file)))
/** The test build, unless the suite started from the project's own (below). */
let testBuild: RunResult | undefined
let production: RunResult
let writtenByTestBuild = 0
let leftByProductionBuild: string[] = []

beforeAll(async () => {
  // `npm test` has just made the test build the browser tests read: the suite starts from a copy
  // of it, and builds one itself only when the project holds none.
  const projectHasTestBuild = testOnlyFiles(path.resolve(__dirname, '../..')).length > 0
  project = await copyProject({ withBuild: projectHasTestBuild })
  if (!projectHasTestBuild)
    testBuild = await runGatsby(project.dir, ['build', '--prefix-paths'], { COTTON_BOX_TEST_PAGES: 'true' })
  writtenByTestBuild = testOnlyFiles(project.dir).length
  production = await runGatsby(project.dir, ['build', '--prefix-paths'])
  leftByProductionBuild = testOnlyFiles(project.dir)
  expect(production.code, production.output).toBe(0)
  firstLoadsOfFirstBuild = firstLoads(pageKinds.map((kind) => kind.route))
}, buildTimeout)
afterAll(() => project?.remove())

describe('a production build after a test build', () => {
  it('succeeds after a test build that wrote the test-only pages', () => {
    if (testBuild) expect(testBuild.code, testBuild.output).toBe(0)
    expect(writtenByTestBuild).toBe(testOnlyPosts.length * 2)
    expect(production.code, production.output).toBe(0)
  })

  it('leaves no test-only page or copy of one', () => {
    expect(leftByProductionBuild).toEqual([])
  })
})

/** Builds the project again with `files` added or replaced; they are removed or restored after the describe block. */
function buildAgainWith(files: Record<string, string>): () => RunResult {
  let result: RunResult | undefined
  const originals = new Map<string, string | null>()
  beforeAll(async () => {
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(project.dir, file)
      originals.set(file, existsSync(target) ? readFileSync(target, 'utf8') : null)
      project.write(file, text)
    }
    result = await runGatsby(project.dir, ['build', '--prefix-paths'])
  }, buildTimeout)
  afterAll(() => {
    for (const [file, original] of originals) {
      if (original === null) rmSync(path.join(project.dir, file), { force: true })
      else project.write(file, original)
    }
  })
  return () => result!
}

// A developer who changes a stylesheet and builds again must get every page with the new styles,
// not the ones from the build before.
describe('a build after a change to the styles alone', () => {
  const marker = '.incremental-build-check{outline-offset:7px}'
  let second: RunResult

  beforeAll(async () => {
    appendFileSync(path.join(project.dir, 'src/styles/global.css'), `\n${marker}\n`)
    second = await runGatsby(project.dir, ['build', '--prefix-paths'])
  }, buildTimeout)

  it('succeeds', () => {
    expect(second.code, second.output).toBe(0)
  })

  it('gives every page the new stylesheet, inlined and linked', () => {
    const publicDir = path.join(project.dir, 'public')
    const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
      assetsByChunkName: { app: string[] }
    }
    const stylesheet = stats.assetsByChunkName.app.find((asset) => asset.endsWith('.css'))
    expect(stylesheet).toBeDefined()
    const stale = builtRoutes(publicDir).filter((route) => {
      const html = readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
      return !html.includes(marker) || !html.includes(`/${stylesheet}`)
    })
    expect(stale).toEqual([])
  })
})

// A build with nothing changed (a deploy that keeps the cache, run again) must serve the same site
// and need not write any page again: Gatsby renders no page, and the policy step finds each page
// already as it left it. The build after one that compiled a module afresh (the stylesheet above)
// gets another webpack compilation hash, though every script is the same, and each page carries
// that hash: so the check starts after one such build.
describe('a build with nothing changed', () => {
  const publicDir = () => path.join(project.dir, 'public')
  const pageFile = (route: string) => path.join(publicDir(), route, 'index.html')
  const searchFiles = [siteConfig.search.recordsFile, siteConfig.search.indexFile, siteConfig.search.titlesFile]
  let before: Map<string, { html: string; modified: number }>
  let searchBefore: string[]
  let second: RunResult

  beforeAll(async () => {
    const settling = await runGatsby(project.dir, ['build', '--prefix-paths'])
    expect(settling.code, settling.output).toBe(0)
    before = new Map(
      builtRoutes(publicDir()).map((route) => [
        route,
        { html: readFileSync(pageFile(route), 'utf8'), modified: statSync(pageFile(route)).mtimeMs },
      ]),
    )
    searchBefore = searchFiles.map((file) => readFileSync(path.join(publicDir(), file), 'utf8'))
    second = await runGatsby(project.dir, ['build', '--prefix-paths'])
  }, buildTimeout)

  it('succeeds', () => {
    expect(second.code, second.output).toBe(0)
  })

  it('leaves every page as it was, its policy included, without writing it again', () => {
    expect(before.size).toBeGreaterThan(50)
    const changed = [...before]
      .filter(([route, page]) => readFileSync(pageFile(route), 'utf8') !== page.html)
      .map(([route]) => route)
    const written = [...before]
      .filter(([route, page]) => statSync(pageFile(route)).mtimeMs !== page.modified)
      .map(([route]) => route)
    expect({ changed, written }).toEqual({ changed: [], written: [] })
  })

  it("runs no page's query again, but the home page's, whose context the build completes when Gatsby creates it anew", () => {
    const ran = /run queries in workers - [\d.]+s - (\d+)\/\d+/.exec(second.output)
    expect(ran, second.output).not.toBeNull()
    expect(Number(ran![1])).toBeLessThanOrEqual(1)
  })

  it('writes the same search records and index', () => {
    expect(searchFiles.map((file) => readFileSync(path.join(publicDir(), file), 'utf8'))).toEqual(searchBefore)
  })
})

// An author who edits one page and builds again gets that page anew, and Gatsby renders that page
// alone rather than every page (a page's chunks used to be compiled into the HTML renderer, so one
// edit changed the renderer of every page). The pages it keeps must still name their component's
// chunk files as this build left them, or a reader's first load would fetch scripts that are gone.
describe('a build after editing one page', () => {
  const file = 'content/docs/learn/tutorial/disposal.mdx'
  const paragraph = 'This paragraph was added by an integration test to check that one edit renders one page.'
  const result = buildAgainWith({
    [file]: `${readFileSync(path.resolve(__dirname, '../..', file), 'utf8')}\n${paragraph}\n`,
  })
  const publicDir = () => path.join(project.dir, 'public')

  it('succeeds and shows the edit', () => {
    expect(result().code, result().output).toBe(0)
    expect(readFileSync(path.join(publicDir(), 'docs/learn/tutorial/disposal/index.html'), 'utf8')).toContain(paragraph)
  })

  it('renders the edited page alone', () => {
    expect(/Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(result().output)?.[1]).toBe('1')
  })

  it("leaves every page naming its component's chunk files as this build wrote them", () => {
    const files = JSON.parse(readFileSync(path.join(publicDir(), CHUNK_FILES_FILE), 'utf8')) as Record<string, string>
    const wrong = builtRoutes(publicDir()).filter((route) => {
      const chunks = Object.entries(
        pageChunksBlock(readFileSync(path.join(publicDir(), route, 'index.html'), 'utf8'))?.chunks ?? {},
      )
      return (
        chunks.length === 0 ||
        chunks.some(([id, chunkFile]) => files[id] !== chunkFile || !existsSync(path.join(publicDir(), chunkFile)))
      )
    })
    expect(wrong).toEqual([])
  })
})

// Authors' mistakes that only the built pages show must stop the build, with the cache of a good
// build in place as much as without it.
describe('a later build rejects bad content', () => {
  // Both are found after the pages are built, and fail the build together.
  describe('a broken link and a docs page without a Markdown form', () => {
    const result = buildAgainWith({
      'content/docs/learn/tutorial/links.mdx': [
        '---',
        'title: Links',
        'description: A page with a broken link and a missing anchor.',
        '---',
        '',
        'See [the missing page](/docs/learn/tutorial/does-not-exist) and [a missing anchor](/docs/learn/tutorial/setup#no-such-heading).',
        '',
      ].join('\n'),
      'content/docs/learn/tutorial/computed.mdx':
        '---\ntitle: Computed\ndescription: Renders a value no Markdown copy can hold.\n---\n\nThe answer is {6 * 7}.\n',
    })

    it('fails on a link to a page that does not exist, naming the file and the link', () => {
      expect(result().code).not.toBe(0)
      expect(result().output).toContain(
        'content/docs/learn/tutorial/links.mdx (page /docs/learn/tutorial/links): broken link to /cotton-box/docs/learn/tutorial/does-not-exist',
      )
    })

    it('only warns about a link to a missing anchor', () => {
      expect(result().output).toContain(
        'Broken anchor: content/docs/learn/tutorial/links.mdx (page /docs/learn/tutorial/links): link to /cotton-box/docs/learn/tutorial/setup#no-such-heading names the anchor #no-such-heading',
      )
      expect(result().output).not.toContain('broken link to /cotton-box/docs/learn/tutorial/setup#no-such-heading')
    })

    it('fails on the page without a Markdown form in the same run, naming the file, the line and the construct', () => {
      expect(result().output).toContain(
        'content/docs/learn/tutorial/computed.mdx: line 6: the expression {6 * 7} has no Markdown form',
      )
    })

    it('does not count the Markdown copy it could not write as a broken link too', () => {
      expect(result().output).toContain('Broken links (1)')
      expect(result().output).not.toContain('broken link to /cotton-box/docs/learn/tutorial/computed.md')
    })
  })
})

// A site that grows must not make every page's first load heavier: webpack's runtime and Gatsby's
// tables of page components used to list every page (src/node/webpack/page-chunks.ts). Pages of
// one sentence: their number matters here, not their weight.
describe('a build with 100 more pages', () => {
  const added = 100
  const result = buildAgainWith(
    generatedFiles(
      added,
      readFileSync(path.resolve(__dirname, '../../content/sidebars.yml'), 'utf8'),
      minimalGeneratedPage,
    ),
  )

  it('succeeds', () => {
    expect(result().code, result().output).toBe(0)
    expect(existsSync(path.join(project.dir, 'public', generatedRoute(added - 1), 'index.html'))).toBe(true)
  })

  it('loads no more than 1 KiB more JavaScript first on any kind of page', () => {
    const after = firstLoads([...firstLoadsOfFirstBuild.keys()])
    const grown = [...firstLoadsOfFirstBuild]
      .map(([route, before]) => ({ route, before, after: after.get(route)! }))
      .filter(({ before, after }) => after - before > 1024)
    expect(grown).toEqual([])
  })
})
