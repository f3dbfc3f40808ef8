/**
 * The performance budgets of the production build (docs/performance.md, "Budgets"). Sizes are gzip
 * bytes, compressed by the measurement itself at level 9; 1 KiB is 1024 bytes.
 */
export const KIB = 1024

export const budgets = {
  /** Every script a page runs in its first load, together. */
  firstLoadJsGzip: 120 * KIB,
  /** The page's CSS in its first load: inline <style> elements and stylesheets. */
  cssGzip: 30 * KIB,
} as const

/** Code that must never be part of a first load: it loads on demand or after the first load. */
export interface ForbiddenCode {
  readonly name: string
  /** Matches a module of a first-load script, as its source map names it. */
  readonly modules: RegExp
  /** Matches the path of any first-load request. */
  readonly urls?: RegExp
}

export const forbiddenInFirstLoad: ReadonlyArray<ForbiddenCode> = [
  {
    name: 'mermaid',
    modules: /(^|\/)node_modules\/(mermaid|@mermaid-js\/[^/]+)\//,
    // Mermaid runs in the renderer frame (src/node/mermaid/), a page and bundle of its own.
    urls: /\/mermaid\/(renderer\.[^/]+\.html|mermaid-[^/]+\.js)$/,
  },
  {
    name: 'search dialog',
    modules:
      /(^|\/)node_modules\/(algoliasearch|@algolia\/[^/]+|@docsearch\/[^/]+|@base-ui\/[^/]+)\/|src\/components\/search\/(SearchDialog|dialog-screens|DialogHit)\.tsx$/,
    urls: /\/search-dialog\.[^/]*\.css$/,
  },
  {
    name: 'playground',
    modules: /src\/components\/playground\/live\//,
    urls: /\/playground\/[^/]+\.html$/,
  },
  {
    name: 'search index',
    modules:
      /(^|\/)node_modules\/(minisearch|stemmer)\/|src\/shared\/search\/(local-search|prepared-index|reader-pages|terms|warm-up)\.ts$|src\/components\/search\/(local-client|search-worker-client)\.ts$/,
    // The full index opens in the search worker (src/search-worker/); the titles index answers meanwhile.
    urls: /\/search-(records|index|titles)\.json$|\/search-worker\/search-worker-[^/]+\.js$/,
  },
  // A code block loads its names' type popups on the reader's first pointer, focus or touch.
  { name: 'type popups', modules: /src\/components\/type-popup\/(type-popups|popup-position)\.ts$/ },
  // Build-time code, such as reading code fences' meta strings and magic comments
  // (src/node/mdx/rehype-code-blocks.ts), never reaches the browser.
  { name: 'build-time code', modules: /(^|\/)src\/node\// },
  // Server rendering highlights code; the browser loads Prism only for code rendered after a
  // client-side navigation.
  { name: 'syntax highlighter', modules: /(^|\/)node_modules\/(prism-react-renderer|prismjs)\// },
]
