import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Configuration } from 'webpack'
import { afterAll, describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { isMdxFile, MdxWithoutLoaderSourceMaps } from '../../src/node/webpack/mdx-source-maps'
import { buildWithWebpack } from './webpack-build'

// A loader that, as Babel does, returns a source map when webpack asks for one: it maps back to
// the text it was given, which it marks so the test can tell where a map's content came from.
const loader = `module.exports = function (source) {
  const code = 'export default ' + JSON.stringify(String(source).trim()) + '\\n'
  if (!this.sourceMap) return code
  this.callback(null, code, { version: 3, sources: [this.resourcePath], sourcesContent: ['LOADER MAP ' + source], names: [], mappings: 'AAAA' })
}`

const dir = mkdtempSync(path.join(tmpdir(), 'mdx-source-maps-'))
writeFileSync(path.join(dir, 'loader.cjs'), loader)
writeFileSync(path.join(dir, 'page.mdx'), 'Page text')
writeFileSync(path.join(dir, 'code.txt'), 'Code text')
writeFileSync(
  path.join(dir, 'entry.js'),
  "import page from './page.mdx'\nimport code from './code.txt'\nconsole.log(page, code)\n",
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The `sourcesContent` of the built script's map, by source name. */
function builtSources(
  plugins: Configuration['plugins'],
  mdxLoader: Exclude<Configuration['module'], undefined>['rules'] = [
    { test: /\.(mdx|txt)$/, use: path.join(dir, 'loader.cjs') },
  ],
  entry = './entry.js',
): Promise<Record<string, string>> {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry,
    devtool: 'source-map',
    optimization: { minimize: false, concatenateModules: false },
    output: { path: path.join(dir, 'out'), devtoolModuleFilenameTemplate: '[resource-path]' },
    module: { rules: mdxLoader },
    plugins,
  }
  return buildWithWebpack(config).then(() => {
    const map = JSON.parse(readFileSync(path.join(dir, 'out/main.js.map'), 'utf8')) as {
      sources: string[]
      sourcesContent: string[]
    }
    return Object.fromEntries(
      map.sources.map((source, index) => [path.basename(source), map.sourcesContent[index] ?? '']),
    )
  })
}

describe('MDX files without loader source maps', () => {
  it('tells MDX files from the page templates made with them and from other files', () => {
    expect(isMdxFile('/site/content/docs/a.mdx')).toBe(true)
    expect(isMdxFile('/site/content/docs/a.md')).toBe(true)
    expect(isMdxFile('/site/src/templates/doc.tsx?__contentFilePath=/site/content/docs/a.mdx')).toBe(false)
    expect(isMdxFile('/site/src/components/Page.tsx')).toBe(false)
  })

  it("maps an MDX module to its loaders' output, and keeps loader maps for other modules", async () => {
    const sources = await builtSources([new MdxWithoutLoaderSourceMaps()])
    expect(sources['page.mdx']).toBe('export default "Page text"\n')
    expect(sources['code.txt']).toBe('LOADER MAP Code text')
  })

  it('without it, the loader map of an MDX file is what the build carries', async () => {
    const sources = await builtSources([])
    expect(sources['page.mdx']).toBe('LOADER MAP Page text')
  })

  it("holds for Gatsby's own babel-loader: it makes a map only when webpack asks for one", async () => {
    // The babel-loader Gatsby 5.16 runs, with no option of its own for maps: Gatsby's Babel setup sets none.
    const gatsby = createRequire(createRequire(import.meta.url).resolve('gatsby/package.json'))
    const babelLoader = gatsby.resolve('babel-loader')
    for (const file of ['gatsby/dist/utils/babel-loader.js', 'gatsby/dist/utils/babel-loader-helpers.js'])
      expect(readFileSync(gatsby.resolve(file), 'utf8'), file).not.toMatch(/sourceMaps?\b/)
    writeFileSync(path.join(dir, 'answer.mdx'), 'export  const   answer=42\n')
    writeFileSync(path.join(dir, 'answer-entry.js'), "import { answer } from './answer.mdx'\nconsole.log(answer)\n")
    const rules = [{ test: /\.mdx$/, use: { loader: babelLoader, options: { babelrc: false, configFile: false } } }]
    const entry = (plugins: Configuration['plugins']) =>
      builtSources(plugins, rules, './answer-entry.js').then((sources) => sources['answer.mdx'])
    expect(await entry([])).toBe('export  const   answer=42\n')
    expect(await entry([new MdxWithoutLoaderSourceMaps()])).toBe('export const answer = 42;')
  })
})
