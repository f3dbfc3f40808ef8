import type { CreateWebpackConfigArgs } from 'gatsby'
import { webpackConfig } from './gatsby-webpack'

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
  const anonymous = !name || name.startsWith('component---') || /^[\da-f]{40}$/.test(name)
  return anonymous ? '[contenthash:8].js' : '[name]-[contenthash].js'
}

/** Gatsby's setWebpackConfig ignores `output`, so this edits the whole config. */
export function shortenChunkFilenames({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  const config = webpackConfig({ getConfig })
  config.output.chunkFilename = (pathData: { chunk?: { name?: string | null } }) => chunkFilename(pathData.chunk?.name)
  actions.replaceWebpackConfig(config)
}
