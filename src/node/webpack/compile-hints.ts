import type { CreateWebpackConfigArgs } from 'gatsby'
import type { Compiler } from 'webpack'
import { upstreamChanged } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

const name = 'CompileOnLoad'

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a script that starts with
 * this comment is compiled while the script loads, off the main thread, instead of each on its
 * first call. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The search dialog's chunk (load-search-dialog.ts) loads on intent and most of it runs on the
 * first key press: DocSearch's results list, its hits and our hit markup. Compiled lazily, that
 * first use cost the first results a fifth of their time with the CPU throttled 4×.
 */
export const CHUNKS_COMPILED_ON_LOAD: ReadonlySet<string> = new Set(['search-dialog'])

/**
 * Starts each script of the named chunks with the compile hint. It runs after the minifier (which
 * drops comments) and before source maps and content hashes are made, so both account for it. Once
 * every asset step has run, the build stops unless each named chunk's script still starts with it
 * (a chunk renamed, or a minifier that moved to a later step, would lose it quietly).
 */
export class CompileOnLoad {
  constructor(private readonly chunkNames: ReadonlySet<string>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunkNames.has(chunk.name)) continue
          for (const file of chunk.files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        }
      })
      // Reported as the compilation's error: webpack fails the build with it (a throw here would escape).
      compilation.hooks.afterProcessAssets.tap(name, () => {
        for (const chunkName of this.chunkNames) {
          const scripts = [...(compilation.namedChunks.get(chunkName)?.files ?? [])].filter((file) =>
            file.endsWith('.js'),
          )
          const hinted = (file: string) =>
            compilation.getAsset(file)?.source.source().toString().startsWith(COMPILE_HINT)
          if (scripts.length > 0 && scripts.every(hinted)) continue
          const expectation = `the ${chunkName} chunk's script to start with the compile hint once every asset step has run`
          compilation.errors.push(new WebpackError(upstreamChanged(OVERRIDES.compileHint, expectation).message))
        }
      })
    })
  }
}

/** onCreateWebpackConfig step: see CompileOnLoad. Only the browser's production scripts. */
export function compileSearchDialogOnLoad({
  stage,
  actions,
}: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage !== 'build-javascript') return
  actions.setWebpackConfig({ plugins: [new CompileOnLoad(CHUNKS_COMPILED_ON_LOAD)] })
}
