import { createRequire } from 'node:module'
import type { PluginRef } from 'gatsby'
import { enhanceMdxOptions } from 'gatsby-plugin-mdx/dist/plugin-options'
import siteConfig from '../../gatsby-config'

const require = createRequire(import.meta.url)

interface PluginEntry {
  readonly resolve: string
  readonly options?: Record<string, unknown>
}

const isEntry = (plugin: PluginRef): plugin is PluginEntry => typeof plugin === 'object' && 'resolve' in plugin

/**
 * Compiles an MDX page to JSX as the build does: the site's gatsby-plugin-mdx options, completed by
 * the plugin itself (its own remark steps and the gatsby-remark-* plugins, loaded as Gatsby loads them).
 */
export async function compileAsTheSite(source: string): Promise<string> {
  const mdx = (siteConfig.plugins ?? []).filter(isEntry).find((plugin) => plugin.resolve === 'gatsby-plugin-mdx')
  if (!mdx?.options) throw new Error('gatsby-config.ts configures no gatsby-plugin-mdx')
  const remarkPlugins = (mdx.options.gatsbyRemarkPlugins ?? []) as ReadonlyArray<PluginEntry>
  // As Gatsby hands them over: every plugin's options have a list of its own plugins.
  const options = {
    plugins: [],
    ...mdx.options,
    gatsbyRemarkPlugins: remarkPlugins.map(({ resolve, options }) => ({
      module: require(resolve) as unknown,
      pluginOptions: options ?? {},
    })),
  }
  // Only what the steps read at compile time: the JSX runtime and, for gatsby-remark-* plugins, getNode.
  const helpers = {
    store: { getState: () => ({ config: { jsxRuntime: 'automatic' } }) },
    pathPrefix: '',
    getNode: () => undefined,
  } as unknown as Parameters<typeof enhanceMdxOptions>[1]
  const mdxOptions = await enhanceMdxOptions(options, helpers)
  const { compile } = await import('@mdx-js/mdx')
  return String(await compile(source, { ...mdxOptions, jsx: true }))
}
