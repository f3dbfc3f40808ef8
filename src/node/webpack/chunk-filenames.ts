import type { CreateWebpackConfigArgs } from 'gatsby'
import type { Compiler } from 'webpack'
import { upstreamChanged } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'
import { webpackConfig } from './gatsby-webpack'

/** How Gatsby begins the name of a page component's chunk. */
const PAGE_COMPONENT_CHUNK = 'component---'

/**
 * The file name of an on-demand chunk. Gatsby names each page's chunk after its component
 * ("component---src-templates-doc-tsx-content-file-path-content-docs-…", one per MDX page) and
 * shared chunks after a 40-digit hash, and webpack's runtime, which every page loads first, maps
 * every chunk id to its name: a map that grows with the content. Those chunks are named by the
 * first 8 hex digits of their content hash alone (webpack fails the build if two chunks would get
 * one name); chunks with a name of their own (mermaid, playground, highlighter, type popups, the
 * search dialog) keep it.
 */
export function chunkFilename(name: string | null | undefined): string {
  const anonymous = !name || name.startsWith(PAGE_COMPONENT_CHUNK) || /^[\da-f]{40}$/.test(name)
  return anonymous ? '[contenthash:8].js' : '[name]-[contenthash].js'
}

/**
 * Fails the build when no chunk carries Gatsby's page-component name: chunkFilename would then
 * shorten nothing, and webpack's runtime would grow with the content again without a word.
 */
export class PageComponentChunksNamed {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageComponentChunksNamed', (compilation) => {
      compilation.hooks.afterChunks.tap('PageComponentChunksNamed', (chunks) => {
        if ([...chunks].some((chunk) => chunk.name?.startsWith(PAGE_COMPONENT_CHUNK))) return
        const expectation = `a page component's chunk to be named ${PAGE_COMPONENT_CHUNK}…`
        const problem = upstreamChanged(OVERRIDES.chunkFilenames, expectation)
        compilation.errors.push(new compiler.webpack.WebpackError(problem.message))
      })
    })
  }
}

/** Gatsby's setWebpackConfig ignores `output`, so this edits the whole config. */
export function shortenChunkFilenames({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  const config = webpackConfig({ getConfig })
  config.output.chunkFilename = (pathData: { chunk?: { name?: string | null } }) => chunkFilename(pathData.chunk?.name)
  config.plugins = [...(config.plugins ?? []), new PageComponentChunksNamed()]
  actions.replaceWebpackConfig(config)
}
