/**
 * Gatsby types `getConfig` and webpack's plugin factories as `Function`. These give them the
 * signatures the site's webpack steps rely on, in one place.
 */
import type { CreateWebpackConfigArgs } from 'gatsby'
import type { RuleSetRule } from 'webpack'

/** The parts of webpack's configuration that the site's steps read or edit. */
export interface WebpackConfig {
  output: Record<string, unknown>
  module: { rules: RuleSetRule[] }
  plugins?: Array<{ readonly constructor: { readonly name: string }; options?: Record<string, unknown> }>
}

/** The stage's whole configuration, for the edits Gatsby's setWebpackConfig cannot make (it ignores `output`). */
export function webpackConfig({ getConfig }: Pick<CreateWebpackConfigArgs, 'getConfig'>): WebpackConfig {
  return (getConfig as () => WebpackConfig)()
}

/** webpack's DefinePlugin: each key becomes a constant in the compiled code. */
export function definePlugin(
  { plugins }: Pick<CreateWebpackConfigArgs, 'plugins'>,
  definitions: Record<string, string>,
): unknown {
  return (plugins.define as (definitions: Record<string, string>) => unknown)(definitions)
}
