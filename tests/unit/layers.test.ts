import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { layerViolation } from '../../scripts/lint/layers.mjs'

const root = path.resolve(__dirname, '../..')
const inSrc = (file: string) => path.join(root, 'src', file)

describe('the layers of src/', () => {
  it('let a layer import the layers beneath it and its own folder', () => {
    expect(layerViolation(inSrc('node/built-pages.ts'), '../shared/routes')).toBeNull()
    expect(layerViolation(inSrc('components/search/SearchDialog.tsx'), '../../config/site')).toBeNull()
    expect(layerViolation(inSrc('templates/doc.tsx'), '../components/docs/DocsLayout')).toBeNull()
    expect(layerViolation(inSrc('node/seo/head.ts'), './markdown-tree')).toBeNull()
    expect(layerViolation(inSrc('node/built-pages.ts'), 'gatsby')).toBeNull()
  })

  it('refuse an import that points the wrong way, naming both layers', () => {
    expect(layerViolation(inSrc('node/seo/api-markdown.ts'), '../../components/api/api-text')).toMatch(
      /^src\/node may not import src\/components/,
    )
    expect(layerViolation(inSrc('components/link/SiteLink.tsx'), '../../node/links')).toMatch(
      /^src\/components may not import src\/node/,
    )
    expect(layerViolation(inSrc('shared/routes.ts'), '../components/link/SiteLink')).toMatch(
      /^src\/shared may not import src\/components/,
    )
    expect(layerViolation(inSrc('config/site.ts'), '../shared/feeds')).toBe(
      'src/config may not import src/shared (it may import nothing of the project); move what both need into src/shared',
    )
  })

  it('fail `npm run lint` on a wrong-way import in a real module', async () => {
    // The project's own configuration, without the type-aware rules (they take half a minute to start).
    const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked })
    const file = inSrc('node/links/link-report.ts')
    const source = `import { SiteLink } from '../../components/link/SiteLink'\n${readFileSync(file, 'utf8')}\nexport const wrongWay = SiteLink\n`
    const [result] = await eslint.lintText(source, { filePath: file })
    expect(
      result?.messages
        .filter((message) => message.ruleId === 'layers/import-direction')
        .map((message) => message.message),
    ).toEqual([
      'src/node may not import src/components (it may import src/config, src/shared, src/types); move what both need into src/shared',
    ])
  }, 60_000)
})

/**
 * Every module under src/ and the relative modules it imports (types included: a cycle of types
 * still ties modules together).
 */
function moduleGraph(): Map<string, string[]> {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => inSrc(file))
  const known = new Set(files)
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier)
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      (candidate) => known.has(candidate),
    )
  }
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => resolve(file, fileName) ?? [])
      return [file, targets]
    }),
  )
}

/** The import cycles of `graph`, each as the list of modules around it. */
function cycles(graph: ReadonlyMap<string, ReadonlyArray<string>>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push(stack.slice(stack.indexOf(target)))
      else if (!state.has(target)) visit(target)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

describe('the modules of src/', () => {
  it('import one another without cycles', () => {
    const graph = moduleGraph()
    expect(graph.size).toBeGreaterThan(100)
    expect(cycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([])
  })

  it('the cycle finder finds a cycle', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']])
  })
})
