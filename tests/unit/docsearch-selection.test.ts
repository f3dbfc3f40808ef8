import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import type { Configuration } from 'webpack'
import { describe, expect, it } from 'vitest'
import {
  DocSearchSelectionOnce,
  isDocSearchScript,
  withSelectionReadOnce,
} from '../../src/node/webpack/docsearch-selection'
import { temporaryFolder } from './temporary-folder'
import { buildWithWebpack } from './webpack-build'

const require = createRequire(import.meta.url)
/** The DocSearch script the site bundles (its package's `module` build). */
const installed = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js')

const PER_RENDER = 'useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current'
const ONCE =
  'useState(function(){return "undefined"!=typeof window?window.getSelection().toString().slice(0,64):""})[0]'

/**
 * How often a DocSearch-like script reads the selection over `renders` renders, with React's hooks
 * keeping first values.
 */
function selectionReads(code: string, renders: number): { reads: number; query: unknown } {
  let reads = 0
  const window = { getSelection: () => ({ toString: () => (reads++, 'selected text') }) }
  const kept: unknown[] = []
  let slot = 0
  const hook = (initial: unknown) => {
    const at = slot++
    if (!(at in kept)) kept[at] = typeof initial === 'function' ? (initial as () => unknown)() : initial
    return kept[at]
  }
  const React = {
    useRef: (value: unknown) => ({ current: hook(value) }),
    useState: (initial: unknown) => [hook(initial), () => {}],
  }
  let query: unknown
  for (let index = 0; index < renders; index++) {
    slot = 0
    query = runInNewContext(code, { e: React, window })
  }
  return { reads, query }
}

describe("DocSearch's selection read once", () => {
  it('reads the selection when the dialog first renders, not on every render, and keeps it as the first query', () => {
    expect(selectionReads(`e.${PER_RENDER}`, 4)).toEqual({ reads: 4, query: 'selected text' })
    expect(selectionReads(withSelectionReadOnce(`e.${PER_RENDER}`, 'index.js'), 4)).toEqual({
      reads: 1,
      query: 'selected text',
    })
  })

  it('finds the read in the installed DocSearch once and leaves the rest of its code as it was', () => {
    const code = readFileSync(installed, 'utf8')
    const changed = withSelectionReadOnce(code, installed)
    expect(changed).not.toContain(PER_RENDER)
    expect(changed.split(ONCE)).toHaveLength(2)
    expect(changed.replace(ONCE, PER_RENDER)).toBe(code)
  })

  it('fails naming the file when DocSearch no longer reads the selection that way', () => {
    expect(() =>
      withSelectionReadOnce('export const DocSearchModal = () => null', '/x/@docsearch/react/dist/esm/index.js'),
    ).toThrow(
      /^The override "DocSearch reads the page selection once" \(docs\/overrides\.md\), written against @docsearch\/react 3\.9\.0, expects \/x\/@docsearch\/react\/dist\/esm\/index\.js to read the selection once as useRef\(…\)\.current \(found 0 such reads\)/,
    )
  })

  it("changes DocSearch's scripts in the bundle and no other module", async () => {
    const dir = temporaryFolder('docsearch-selection-')
    const docsearch = path.join(dir, 'node_modules/@docsearch/react/dist/esm')
    mkdirSync(docsearch, { recursive: true })
    writeFileSync(path.join(docsearch, 'index.js'), `export function initialQuery(e){return e.${PER_RENDER}}\n`)
    writeFileSync(path.join(dir, 'mine.js'), `export function mine(e){return e.${PER_RENDER}}\n`)
    writeFileSync(
      path.join(dir, 'entry.js'),
      `import { initialQuery } from './node_modules/@docsearch/react/dist/esm/index.js'\nimport { mine } from './mine.js'\nconsole.log(initialQuery, mine)\n`,
    )
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: './entry.js',
      optimization: { minimize: false, concatenateModules: false },
      output: { path: path.join(dir, 'out') },
      plugins: [new DocSearchSelectionOnce()],
    }
    await buildWithWebpack(config)
    const bundle = readFileSync(path.join(dir, 'out/main.js'), 'utf8')
    expect(bundle.split(ONCE)).toHaveLength(2)
    expect(bundle.split(PER_RENDER)).toHaveLength(2)
    expect(bundle).toMatch(/function mine\(e\)\s*\{\s*return e\.useRef\(/)
  })

  it('knows DocSearch’s scripts by their place in its package', () => {
    expect(isDocSearchScript(installed)).toBe(true)
    expect(isDocSearchScript('/site/node_modules/@docsearch/react/dist/umd/index.js')).toBe(true)
    expect(isDocSearchScript('/site/node_modules/@docsearch/css/dist/style.css')).toBe(false)
    expect(isDocSearchScript('/site/src/components/search/SearchModal.tsx')).toBe(false)
  })
})
