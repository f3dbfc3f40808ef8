// @ts-check
/**
 * The layers of src/ and which way imports go (docs/architecture.md, "Layers"): each top folder
 * of src/ names the folders it may import. A rule resolves every relative import, re-export and
 * dynamic import to its folder and fails on any other, naming both layers.
 */
import path from 'node:path'

/** @type {Readonly<Record<string, ReadonlyArray<string>>>} */
export const LAYERS = {
  // Configuration is the ground: it imports nothing of the project.
  config: [],
  // What build and browser share: pure helpers, contracts, the base URL.
  shared: ['config'],
  // Type declarations (page contexts, data shapes) read by both sides.
  types: ['config', 'shared'],
  // Build time, behind gatsby-node.ts and gatsby-config.ts.
  node: ['config', 'shared', 'types'],
  // The browser: the UI, the code run inside the playground's and mermaid's frames, and the search worker.
  components: ['config', 'shared', 'types', 'styles'],
  'playground-runtime': ['config', 'shared', 'types'],
  'mermaid-runtime': ['config', 'shared', 'types'],
  'search-worker': ['config', 'shared', 'types'],
  // Pages and the templates that compose components.
  templates: ['config', 'shared', 'types', 'components', 'styles'],
  pages: ['config', 'shared', 'types', 'components', 'styles'],
  'test-pages': ['config', 'shared', 'types', 'components', 'styles'],
  styles: [],
}

const srcRoot = path.resolve(import.meta.dirname, '../../src')

/**
 * The top folder of src/ that `file` lies in, or null outside src/ (or a file right in src/).
 * @param {string} file
 */
export function layerOf(file) {
  const relative = path.relative(srcRoot, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [top, ...rest] = relative.split(path.sep)
  return rest.length > 0 ? (top ?? null) : null
}

/**
 * Why importing `specifier` from `file` crosses the layers the wrong way, or null when it may.
 * @param {string} file
 * @param {string} specifier
 */
export function layerViolation(file, specifier) {
  if (!specifier.startsWith('.')) return null
  const from = layerOf(file)
  const to = layerOf(path.resolve(path.dirname(file), specifier))
  if (from === null || to === null || from === to) return null
  const allowed = LAYERS[from]
  if (allowed === undefined) return `src/${from} is not a known layer: add it to scripts/lint/layers.mjs`
  if (allowed.includes(to)) return null
  const may = allowed.length > 0 ? allowed.map((layer) => `src/${layer}`).join(', ') : 'nothing of the project'
  return `src/${from} may not import src/${to} (it may import ${may}); move what both need into src/shared`
}

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: { type: 'problem', docs: { description: 'Imports point only at the layers a layer may use' }, schema: [] },
  create(context) {
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const message = layerViolation(context.filename, source.value)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    plugins: { layers: { rules: { 'import-direction': importDirection } } },
    rules: { 'layers/import-direction': 'error' },
  },
]
