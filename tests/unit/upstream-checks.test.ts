/**
 * Every override of a dependency's internals fails loudly when the upstream code changes
 * (docs/overrides.md): each test plants the changed shape and expects the build to stop with the
 * override's name. Overrides with a test file of their own are checked there.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs, NodePluginArgs } from 'gatsby'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import * as BROWSER_OVERRIDES from '../../src/components/overrides/browser-overrides'
import { onNavigateStart, type NavigateWindow } from '../../src/components/progress-bar/navigate-start'
import { expectRouterFocusWrapper } from '../../src/components/search/dialog-focus'
import { DOCSEARCH_PARTS, expectDocSearchParts } from '../../src/components/search/docsearch-parts'
import { noteChangeReactSaw, typeInto } from '../../src/components/search/type-into'
import { pageScripts } from '../../scripts/bench/page-scripts'
import { buildCodeVersion } from '../../src/node/build-code'
import { htmlFileOf, readBuiltPages } from '../../src/node/built-pages'
import { developWebsocketManager, expectGatsbyCommand } from '../../src/node/develop/overlay'
import { gatsbySlicesFolder } from '../../src/node/links/built-site-links'
import { OVERRIDES } from '../../src/node/overrides/registry'
import { PageComponentChunksNamed } from '../../src/node/webpack/chunk-filenames'
import { allowAnyCssModuleOrder } from '../../src/node/webpack/css-order'
import { expectCompilationHash, namesComponent, PageChunksPlugin } from '../../src/node/webpack/page-chunks'
import { readBrowserBuildStats, stylesheetsSalt } from '../../src/node/webpack/html-renderer-salt'
import { expectMdxPageKept } from '../../src/node/site-pages'
import { temporaryFolder } from './temporary-folder'
import { buildWithWebpack } from './webpack-build'

const stopsNaming = (title: string) =>
  new RegExp(
    `The override "${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" \\(docs/overrides\\.md\\), written against`,
  )

describe('the list of overrides', () => {
  it('names each override checked in code by the title of its entry in docs/overrides.md', () => {
    const titles = [...readFileSync('docs/overrides.md', 'utf8').matchAll(/^### \d+\. (.+)$/gm)].map(
      (match) => match[1],
    )
    const missing = [...Object.values(OVERRIDES), ...Object.values(BROWSER_OVERRIDES)]
      .map((override) => override.title)
      .filter((title) => !titles.includes(title))
    expect(missing).toEqual([])
  })
})

describe('overrides in the browser report on the console when upstream changes', () => {
  it("route-change start: Gatsby's runtime without window.___navigate", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => errors.mockRestore())
    const started: string[] = []
    const win: NavigateWindow = { ___navigate: (to) => started.push(`navigate ${String(to)}`) }
    onNavigateStart(win, () => started.push('start'))
    win.___navigate?.('/docs')
    expect(started).toEqual(['start', 'navigate /docs'])
    expect(errors).not.toHaveBeenCalled()
    onNavigateStart({}, () => started.push('start'))
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(stopsNaming(BROWSER_OVERRIDES.ROUTE_CHANGE_START.title)))
  })
})

/** Console errors logged while `run` runs. */
function consoleErrors(run: () => void): string[] {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    run()
    return errors.mock.calls.map((call) => String(call[0]))
  } finally {
    errors.mockRestore()
  }
}

/** A stand-in for a part of the page that answers `querySelector` for the given selectors only. */
const pageWith = (selectors: ReadonlyArray<string>) => ({
  querySelector: (selector: string) => (selectors.includes(selector) ? {} : null),
})

describe('the search dialog reports parts of Gatsby and DocSearch it cannot find', () => {
  it("dialog focus: a page without the element Gatsby's router focuses", () => {
    expect(consoleErrors(() => expectRouterFocusWrapper({ getElementById: () => ({}) as HTMLElement }))).toEqual([])
    expect(consoleErrors(() => expectRouterFocusWrapper({ getElementById: () => null }))).toEqual([
      expect.stringMatching(stopsNaming(BROWSER_OVERRIDES.DIALOG_FOCUS.title)),
    ])
  })

  it("DocSearch's markup: a dialog without the footer the site's screens go before", () => {
    const parts = [DOCSEARCH_PARTS.footer, DOCSEARCH_PARTS.input]
    const check = (selectors: ReadonlyArray<string>) =>
      consoleErrors(() => expectDocSearchParts(BROWSER_OVERRIDES.DOCSEARCH_MARKUP, pageWith(selectors), parts))
    expect(check(parts)).toEqual([])
    expect(check([DOCSEARCH_PARTS.input])).toEqual([
      expect.stringMatching(stopsNaming(BROWSER_OVERRIDES.DOCSEARCH_MARKUP.title)),
    ])
  })

  it('typing into the search box: React no longer reports a value set past its tracking', () => {
    // A search box as the browser has it: the value setter lives on the prototype.
    class SearchBox extends EventTarget {
      #value = ''
      get value() {
        return this.#value
      }
      set value(value: string) {
        this.#value = value
      }
      focus() {}
    }
    vi.stubGlobal('HTMLInputElement', SearchBox)
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const heard = new SearchBox() as unknown as HTMLInputElement
    // React as it is: it reports the change to the dialog's onChange.
    heard.addEventListener('input', () => noteChangeReactSaw(heard))
    expect(consoleErrors(() => typeInto(heard, 'wait'))).toEqual([])
    expect(heard.value).toBe('wait')
    const unheard = new SearchBox() as unknown as HTMLInputElement
    expect(consoleErrors(() => typeInto(unheard, 'wait'))).toEqual([
      expect.stringMatching(stopsNaming(BROWSER_OVERRIDES.TYPE_INTO.title)),
    ])
  })
})

describe('overrides stop the build when upstream changes', () => {
  it("HTML renderer salt: stats the browser build did not write in this build, or without their files' list", () => {
    const folder = temporaryFolder('stats-')
    const stats = path.join(folder, 'webpack.stats.json')
    const written = JSON.stringify({ assetsByChunkName: { app: ['app.css', 'app.js'] } })
    writeFileSync(stats, written)
    expect(readBrowserBuildStats(stats, Date.now() - 60_000)).toBe(written)
    expect(() => readBrowserBuildStats(stats, Date.now() + 60_000)).toThrow(
      stopsNaming(OVERRIDES.htmlRendererSalt.title),
    )
    expect(() => readBrowserBuildStats(path.join(folder, 'none.json'), 0)).toThrow(
      stopsNaming(OVERRIDES.htmlRendererSalt.title),
    )
    expect(() => stylesheetsSalt('{"namedChunkGroups":{}}')).toThrow(stopsNaming(OVERRIDES.htmlRendererSalt.title))
  })

  it("MDX pages' context: gatsby-plugin-mdx creates a page again with its file's frontmatter", () => {
    const mdxPage = (frontmatter: Record<string, unknown>) => ({
      path: '/docs/learn/setup',
      component: '/site/src/templates/doc.tsx?__contentFilePath=/site/content/docs/learn/setup.mdx',
      context: { slug: '/docs/learn/setup', frontmatter },
    })
    expect(() => expectMdxPageKept(mdxPage({}))).not.toThrow()
    expect(() =>
      expectMdxPageKept({ path: '/search', component: '/site/src/pages/search.tsx', context: {} }),
    ).not.toThrow()
    expect(() => expectMdxPageKept(mdxPage({ title: 'Setup' }))).toThrow(stopsNaming(OVERRIDES.mdxPageContext.title))
  })

  it('develop overlay: Gatsby no longer names the command it runs', () => {
    expect(() => expectGatsbyCommand('develop')).not.toThrow()
    expect(() => expectGatsbyCommand('build')).not.toThrow()
    expect(() => expectGatsbyCommand(undefined)).toThrow(stopsNaming(OVERRIDES.developOverlay.title))
  })

  it("CSS order: Gatsby's configuration without the CSS extractor", () => {
    class MiniCssExtractPlugin {
      options: Record<string, unknown> = {}
    }
    const args = (plugins: unknown[]) =>
      ({ stage: 'build-javascript', getConfig: () => ({ plugins }) }) as unknown as CreateWebpackConfigArgs
    const extractor = new MiniCssExtractPlugin()
    allowAnyCssModuleOrder(args([extractor]))
    expect(extractor.options.ignoreOrder).toBe(true)
    expect(() => allowAnyCssModuleOrder(args([{ options: {} }]))).toThrow(stopsNaming(OVERRIDES.cssOrder.title))
  })

  it("short chunk names: no chunk named as Gatsby names a page component's", async () => {
    const build = async (chunkName: string) => {
      const dir = temporaryFolder('chunk-names-')
      writeFileSync(path.join(dir, 'page.js'), 'export default "page"\n')
      writeFileSync(path.join(dir, 'entry.js'), `import(/* webpackChunkName: "${chunkName}" */ "./page")\n`)
      await buildWithWebpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        plugins: [new PageComponentChunksNamed()],
      })
    }
    await expect(build('component---src-pages-index-tsx')).resolves.toBeUndefined()
    await expect(build('page-src-pages-index-tsx')).rejects.toThrow(stopsNaming(OVERRIDES.chunkFilenames.title))
  })

  it("page chunks: webpack's lookup module renamed, or Gatsby's async-requires not replaced", async () => {
    const build = async (planted: { lookupModule?: string; asyncRequires?: string }) => {
      const dir = temporaryFolder('page-chunks-')
      writeFileSync(path.join(dir, 'async-requires.js'), 'export default () => import("./page")\n')
      writeFileSync(path.join(dir, 'page.js'), 'export default "page"\n')
      writeFileSync(path.join(dir, 'entry.js'), 'import load from "./async-requires"\nload()\n')
      const on = {
        lookupModule: 'get javascript chunk filename',
        asyncRequires: path.join(dir, 'async-requires.js'),
        componentTable: path.join(dir, 'component-chunks.json'),
        ...planted,
      }
      await buildWithWebpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        plugins: [new PageChunksPlugin(on)],
      })
    }
    await expect(build({})).resolves.toBeUndefined()
    await expect(build({ lookupModule: 'chunk script filename' })).rejects.toThrow(
      stopsNaming(OVERRIDES.chunkFileLookup.title),
    )
    await expect(build({ asyncRequires: '/elsewhere/async-requires.ts' })).rejects.toThrow(
      stopsNaming(OVERRIDES.asyncRequires.title),
    )
  })

  it('chunk groups: a group named for one component whose first module is another', () => {
    const group = 'component---src-templates-doc-tsx-content-file-path-content-docs-learn-setup-mdx'
    expect(namesComponent(group, '/site/src/templates/doc.tsx')).toBe(true)
    expect(namesComponent('component---src-pages-search-tsx', '/site/src/pages/search.tsx')).toBe(true)
    expect(namesComponent(group, '/site/.cache/async-requires.js')).toBe(false)
    expect(namesComponent(group, '/site/src/templates/blog-post.tsx')).toBe(false)
    expect(namesComponent(group, null)).toBe(false)
  })

  it("compilation hash: Gatsby's scripts slice without the global the chunk list's URL carries", () => {
    expect(() => expectCompilationHash('<script>window.___webpackCompilationHash="9f2c";</script>')).not.toThrow()
    expect(() => expectCompilationHash('<script>window.___buildHash="9f2c";</script>')).toThrow(
      stopsNaming(OVERRIDES.compilationHash.title),
    )
  })

  it("benchmarks: a page's data without its component's name", () => {
    const publicDir = temporaryFolder('bench-build-')
    mkdirSync(path.join(publicDir, 'page-data', 'index'), { recursive: true })
    writeFileSync(path.join(publicDir, 'index.html'), '<html><body><div id="___gatsby"></div></body></html>')
    writeFileSync(
      path.join(publicDir, 'webpack.stats.json'),
      JSON.stringify({ namedChunkGroups: { 'component---src-pages-index-tsx': { assets: [] } } }),
    )
    const pageData = (data: object) =>
      writeFileSync(path.join(publicDir, 'page-data', 'index', 'page-data.json'), JSON.stringify(data))
    pageData({ componentChunkName: 'component---src-pages-index-tsx', result: {} })
    expect(pageScripts(publicDir, '/cotton-box', '/').files).toEqual([])
    pageData({ component: 'component---src-pages-index-tsx', result: {} })
    expect(() => pageScripts(publicDir, '/cotton-box', '/')).toThrow(stopsNaming(OVERRIDES.benchBuildFiles.title))
  })

  it('rendered pages: a page Gatsby wrote without id="___gatsby"', () => {
    const getNodesByType = (() => [
      { path: '/docs/a', component: '/site/src/templates/doc.tsx' },
    ]) as unknown as NodePluginArgs['getNodesByType']
    const page = (body: string) => new Map([[htmlFileOf('/docs/a'), `<html><body>${body}</body></html>`]])
    expect(readBuiltPages(getNodesByType, page('<div id="___gatsby">A</div>'))).toHaveLength(1)
    expect(() => readBuiltPages(getNodesByType, page('<div id="root">A</div>'))).toThrow(
      stopsNaming(OVERRIDES.renderedPages.title),
    )
  })

  it("slice fragments: a build without Gatsby's slices folder", () => {
    const folder = temporaryFolder('slices-')
    expect(() => gatsbySlicesFolder(folder)).toThrow(stopsNaming(OVERRIDES.sliceFragments.title))
    mkdirSync(path.join(folder, '_gatsby', 'slices'), { recursive: true })
    expect(gatsbySlicesFolder(folder)).toBe(path.join(folder, '_gatsby', 'slices'))
  })

  it("build code keys: a build without Gatsby's compiled gatsby-node", () => {
    const project = process.cwd()
    process.chdir(temporaryFolder('build-code-'))
    try {
      expect(() => buildCodeVersion()).toThrow(stopsNaming(OVERRIDES.buildCodeKeys.title))
    } finally {
      process.chdir(project)
    }
  })

  it("develop overlay: Gatsby's websocket manager is where the override looks, and its absence stops", () => {
    expect(typeof developWebsocketManager().emitError).toBe('function')
    expect(() => developWebsocketManager(() => ({}))).toThrow(stopsNaming(OVERRIDES.developOverlay.title))
  })
})
