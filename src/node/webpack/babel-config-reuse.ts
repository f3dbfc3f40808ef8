import type { CreateWebpackConfigArgs } from 'gatsby'

/**
 * What Gatsby's Babel setup reads of a module's resource query: which page exports it removes
 * (`export=default`, `export=head`). Everything else, such as the MDX file of a page
 * (`?__contentFilePath=…`), is dropped.
 */
export function babelResourceQuery(resourceQuery: string | undefined): string | undefined {
  if (!resourceQuery) return resourceQuery
  const exports = new URLSearchParams(resourceQuery.replace(/^\?/, '')).getAll('export')
  return exports.map((name, index) => `${index === 0 ? '?' : '&'}export=${name}`).join('')
}

type JsLoaderFactory = (options?: { readonly resourceQuery?: string }) => unknown

/**
 * One Babel configuration for all MDX pages. Gatsby caches the Babel configuration of a module by
 * its whole resource query, and each MDX page is its template with `?__contentFilePath=<file>`, so
 * every page built its configuration again, preset-env included: 98 times in a cold build of the
 * site, 5 times now (`d71810c` against `c299395`), and a 1,000-page build's JavaScript bundles take
 * 0.72× as long (`c299395` against `c421680`; docs/performance.md).
 * Gatsby's JavaScript rule and gatsby-plugin-mdx's rules all make their Babel loader with
 * `loaders.js`, so it gets only the part of the query that Babel acts on.
 */
export function reuseBabelConfigAcrossPages({ loaders }: Pick<CreateWebpackConfigArgs, 'loaders'>): void {
  const babelLoader = loaders.js as JsLoaderFactory
  loaders.js = ((options = {}) =>
    babelLoader({ ...options, resourceQuery: babelResourceQuery(options.resourceQuery) })) satisfies JsLoaderFactory
}
