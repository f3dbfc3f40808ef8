import type { CreateWebpackConfigArgs } from 'gatsby'

interface WebpackPlugin {
  readonly constructor: { readonly name: string }
  options?: { ignoreOrder?: boolean }
}

/**
 * Lets the CSS extractor join the CSS modules in any order, without a warning per page. Pages
 * import only the MDX components they use (src/node/mdx/remark-component-imports.ts), so their
 * import orders differ; the order between CSS modules does not matter here, because each module
 * styles only its own class names and no element carries classes of two modules.
 */
export function allowAnyCssModuleOrder({ stage, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return
  const { plugins = [] } = getConfig() as { plugins?: WebpackPlugin[] }
  const extractor = plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin')
  if (extractor?.options) extractor.options.ignoreOrder = true
}
