import type { CreateWebpackConfigArgs } from 'gatsby'
import type { Compiler } from 'webpack'
import { upstreamChanged } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

/** What marks an MDX page's module: its template, with the MDX file in the resource query. */
const MDX_PAGE_QUERY = '__contentFilePath='

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

const name = 'MdxPagesThroughSharedBabelLoader'

/**
 * Fails a compilation that built MDX pages without asking the wrapped `loaders.js` for a loader
 * of one: Gatsby's and gatsby-plugin-mdx's rules then make their Babel loader some other way, and
 * every page would build its own Babel configuration again without a word.
 */
export class MdxPagesThroughSharedBabelLoader {
  #mdxPageCalls = 0

  /** Called by the wrapped `loaders.js` with the query of the module it makes a loader for. */
  noteCall(resourceQuery: string | undefined): void {
    if (resourceQuery?.includes(MDX_PAGE_QUERY)) this.#mdxPageCalls++
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      this.#mdxPageCalls = 0
      compilation.hooks.finishModules.tap(name, (modules) => {
        const mdxPages = [...modules].some(
          (module) => module instanceof compiler.webpack.NormalModule && module.resource.includes(MDX_PAGE_QUERY),
        )
        if (!mdxPages || this.#mdxPageCalls > 0) return
        const expectation = "the rules for an MDX page's modules to make their Babel loader with loaders.js"
        compilation.errors.push(
          new compiler.webpack.WebpackError(upstreamChanged(OVERRIDES.babelConfigReuse, expectation).message),
        )
      })
    })
  }
}

/**
 * One Babel configuration for all MDX pages. Gatsby caches the Babel configuration of a module by
 * its whole resource query, and each MDX page is its template with `?__contentFilePath=<file>`, so
 * every page built its configuration again, preset-env included: 98 times in a cold build of the
 * site, 5 times now (`d71810c` against `c299395`), and a 1,000-page build's JavaScript bundles take
 * 0.72× as long (`c299395` against `c421680`; docs/performance.md, "How builds stay fast").
 * Gatsby's JavaScript rule and gatsby-plugin-mdx's rules all make their Babel loader with
 * `loaders.js`, so it gets only the part of the query that Babel acts on. In the production
 * builds, a compilation that never asks it for an MDX page's loader fails.
 */
export function reuseBabelConfigAcrossPages({
  stage,
  loaders,
  actions,
}: Pick<CreateWebpackConfigArgs, 'stage' | 'loaders' | 'actions'>): void {
  const babelLoader = loaders.js as JsLoaderFactory
  // In develop, a rebuild may reuse an unchanged page's loaders without asking again.
  const check = stage === 'build-javascript' || stage === 'build-html' ? new MdxPagesThroughSharedBabelLoader() : null
  if (check) actions.setWebpackConfig({ plugins: [check] })
  loaders.js = ((options = {}) => {
    check?.noteCall(options.resourceQuery)
    return babelLoader({ ...options, resourceQuery: babelResourceQuery(options.resourceQuery) })
  }) satisfies JsLoaderFactory
}
