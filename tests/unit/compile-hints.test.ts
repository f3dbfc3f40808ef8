import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpack, { type Compiler, type Configuration } from 'webpack'
import { describe, expect, it } from 'vitest'
import { decodeSegment } from '../../scripts/bench/source-map-sizes'
import { COMPILE_HINT, CompileOnLoad } from '../../src/node/webpack/compile-hints'
import { temporaryFolder } from './temporary-folder'
import { buildWithWebpack } from './webpack-build'

/** Builds an entry that loads two chunks on demand, `dialog` and `other`; returns the output folder. */
function build(
  dir: string,
  plugins: Configuration['plugins'] = [new CompileOnLoad(new Set(['dialog']))],
): Promise<string> {
  writeFileSync(
    path.join(dir, 'dialog.js'),
    '/* kept out by the minifier */\nexport function openDialog(query) {\n  return "dialog for " + query\n}\n',
  )
  writeFileSync(path.join(dir, 'other.js'), 'export function other() {\n  return "other"\n}\n')
  writeFileSync(
    path.join(dir, 'entry.js'),
    'import(/* webpackChunkName: "dialog" */ "./dialog").then((m) => console.log(m.openDialog("x")))\nimport(/* webpackChunkName: "other" */ "./other").then((m) => console.log(m.other()))\n',
  )
  const out = path.join(dir, 'out')
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: {
      path: out,
      filename: '[name].js',
      chunkFilename: '[name]-[contenthash].js',
      devtoolModuleFilenameTemplate: '[resource-path]',
    },
    plugins,
  }
  return buildWithWebpack(config).then(() => out)
}

/** The source and 1-based line that a source map gives for a 0-based line and column of the script. */
function originalPosition(mappings: string, sources: ReadonlyArray<string>, line: number, column: number) {
  let source = 0
  let originalLine = 0
  let found: { source: string; line: number } | null = null
  mappings.split(';').forEach((segments, at) => {
    let generatedColumn = 0
    for (const segment of segments.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta, lineDelta = 0] = decodeSegment(segment)
      generatedColumn += columnDelta
      if (sourceDelta === undefined) continue
      source += sourceDelta
      originalLine += lineDelta
      if (at === line && generatedColumn <= column) found = { source: sources[source] ?? '', line: originalLine + 1 }
    }
  })
  return found
}

const script = (out: string, chunk: string) => {
  const file = readdirSync(out).find((name) => new RegExp(`^${chunk}-[0-9a-f]+\\.js$`).test(name))
  if (!file) throw new Error(`no script of the ${chunk} chunk in ${out}`)
  return path.join(out, file)
}

describe('scripts compiled as they load', () => {
  it('starts the named chunks with the compile hint after minifying, and no other script', async () => {
    const out = await build(temporaryFolder('compile-hints-'))
    const dialog = readFileSync(script(out, 'dialog'), 'utf8')
    expect(dialog.startsWith(COMPILE_HINT)).toBe(true)
    expect(dialog).not.toContain('kept out by the minifier')
    expect(readFileSync(script(out, 'other'), 'utf8')).not.toContain('allFunctionsCalledOnLoad')
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('allFunctionsCalledOnLoad')
  })

  it('stops the build, naming the override, when a later step drops the hint or the chunk is gone', async () => {
    const { Compilation, sources } = webpack
    /** A second minifier after ours, as a change of Gatsby's minifier would bring. */
    const laterMinifier = {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('LaterMinifier', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'LaterMinifier', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 10 },
            () => {
              for (const asset of compilation.getAssets()) {
                const code = asset.source.source().toString()
                if (code.startsWith(COMPILE_HINT))
                  compilation.updateAsset(asset.name, new sources.RawSource(code.slice(COMPILE_HINT.length)))
              }
            },
          )
        })
      },
    }
    const hintLost = build(temporaryFolder('compile-hints-'), [new CompileOnLoad(new Set(['dialog'])), laterMinifier])
    await expect(hintLost).rejects.toThrow(
      /The override "Compile hint added after the minifier" \(docs\/overrides\.md\).*dialog chunk's script to start with the compile hint/,
    )
    const renamed = build(temporaryFolder('compile-hints-'), [new CompileOnLoad(new Set(['search-dialog']))])
    await expect(renamed).rejects.toThrow(/search-dialog chunk's script to start with the compile hint/)
  })

  it("names the script by its content with the hint, and its source map still leads to the source's lines", async () => {
    const out = await build(temporaryFolder('compile-hints-'))
    const file = script(out, 'dialog')
    const code = readFileSync(file, 'utf8')
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string; sources: string[] }
    const line = code.split('\n').findIndex((text) => text.includes('dialog for '))
    expect(line).toBeGreaterThan(0)
    const column = code.split('\n')[line].indexOf('"dialog for "')
    expect(originalPosition(map.mappings, map.sources, line, column)).toEqual({
      source: expect.stringMatching(/dialog\.js$/) as unknown,
      line: 3,
    })
    // The name follows the content with the hint, so no browser keeps a copy without it.
    const without = await build(temporaryFolder('compile-hints-'), [])
    expect(path.basename(script(without, 'dialog'))).not.toBe(path.basename(file))
    expect(path.basename(script(without, 'other'))).toBe(path.basename(script(out, 'other')))
  })
})
