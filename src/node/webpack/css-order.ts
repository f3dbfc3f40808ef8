import type { CreateWebpackConfigArgs } from 'gatsby'
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'
import { webpackConfig } from './gatsby-webpack'

/**
 * Lets the CSS extractor join the CSS modules in any order, without a warning per page. Pages
 * import only the MDX components they use (src/node/mdx/remark-component-imports.ts), so their
 * import orders differ; the order between CSS modules does not matter here, because each module
 * styles only its own class names and no element carries classes of two modules.
 */
export function allowAnyCssModuleOrder(args: CreateWebpackConfigArgs): void {
  // Development extracts CSS with the same plugin, so it would warn there too (and `gatsby develop`
  // should print no warnings).
  if (args.stage !== 'build-javascript' && args.stage !== 'develop') return
  const { plugins = [] } = webpackConfig(args)
  const extractor = plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin')
  expectUpstream(
    OVERRIDES.cssOrder,
    typeof extractor?.options === 'object' && extractor.options !== null,
    `Gatsby's ${args.stage} configuration to hold a MiniCssExtractPlugin that keeps its options on the instance`,
  )
  extractor.options.ignoreOrder = true
}
