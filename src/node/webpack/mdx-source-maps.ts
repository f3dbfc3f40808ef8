import type { CreateWebpackConfigArgs } from 'gatsby'
import type { Compiler } from 'webpack'

const name = 'MdxWithoutLoaderSourceMaps'

/** Whether a module's resource (path and query) is an MDX file itself, not a page template made with one. */
export const isMdxFile = (resource: string): boolean => /\.mdx?$/.test(resource.split('?')[0] ?? '')

/**
 * The loaders of an MDX file make no source map. gatsby-plugin-mdx's MDX loader hands Babel
 * JavaScript without a map, so Babel's map led back only to that generated JSX, which it carried
 * whole, in every copy webpack's persistent cache keeps of a module's source (the module, its code
 * generation, each asset and its map): 155 MiB of the browser build's 597 MiB pack at a thousand
 * pages. webpack writes a pack again whole when one of its entries changes, so editing one page
 * cost 4.6 s of writing that pack; 3.0 s without these maps (`0f92cc6`, 2026-11-24;
 * docs/performance.md, "How builds stay fast"). The maps of the browser's scripts
 * still cover MDX modules, mapped line by line to Babel's output (webpack's own map of a module
 * without one), so the first-load budgets still name every module. Babel's loader keeps its options
 * per stage and kind of module, not per rule, so the loader context is where to turn maps off.
 */
export class MdxWithoutLoaderSourceMaps {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(name, (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(name, (loaderContext, module) => {
        if (isMdxFile(module.resource)) loaderContext.sourceMap = false
      })
    })
  }
}

/** onCreateWebpackConfig step: see MdxWithoutLoaderSourceMaps. */
export function leaveMdxOutOfSourceMaps({ actions }: Pick<CreateWebpackConfigArgs, 'actions'>): void {
  actions.setWebpackConfig({ plugins: [new MdxWithoutLoaderSourceMaps()] })
}
