import { readFile } from 'node:fs/promises'
import type { CreateWebpackConfigArgs } from 'gatsby'
import type { Compiler } from 'webpack'
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

const name = 'DocSearchSelectionOnce'

/**
 * DocSearch's dialog takes its first query from the page's selection, reading it as
 * `useRef(<selection>).current`: React keeps the first value, but the selection is read on every
 * render, four renders a key press, and reading it lays the page out first. As a lazy `useState`
 * it is read once, when the dialog opens, and the value is the same.
 */
const SELECTION_READ =
  /(\w+)\.useRef\(("undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,64\):"")\)\.current/g

/** DocSearch's module with the selection read once; throws when DocSearch no longer reads it as above. */
export function withSelectionReadOnce(code: string, file: string): string {
  const reads = code.match(SELECTION_READ)?.length ?? 0
  expectUpstream(
    OVERRIDES.docSearchSelection,
    reads === 1,
    `${file} to read the selection once as useRef(…).current (found ${reads} such reads)`,
  )
  return code.replace(
    SELECTION_READ,
    (_read, react: string, selection: string) => `${react}.useState(function(){return ${selection}})[0]`,
  )
}

/** A script of `@docsearch/react`, whichever of its builds webpack picked. */
export const isDocSearchScript = (file: string): boolean =>
  /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/].+\.js$/.test(file)

/** Gives webpack DocSearch's script with the selection read once, in place of the file's text. */
export class DocSearchSelectionOnce {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(name, (compilation) => {
      // Ahead of webpack's own reading of files (FileUriPlugin); every other file is left to it.
      compiler.webpack.NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name, stage: -1 }, (loaderContext, callback) => {
          const file = loaderContext.resourcePath
          if (!isDocSearchScript(file)) return callback()
          loaderContext.addDependency(file)
          readFile(file, 'utf8')
            .then((code) => withSelectionReadOnce(code, file))
            .then(
              (code) => callback(null, code),
              (error: Error) => callback(error),
            )
        })
    })
  }
}

/** onCreateWebpackConfig step: see DocSearchSelectionOnce. The dialog only renders in the browser. */
export function readDocSearchSelectionOnce({
  stage,
  actions,
}: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage !== 'build-javascript' && stage !== 'develop') return
  actions.setWebpackConfig({ plugins: [new DocSearchSelectionOnce()] })
}
