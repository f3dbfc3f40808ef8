/**
 * A tiny CommonJS module system for one playground run: the reader's files, compiled, plus the
 * libraries the runner provides (cotton-box, React…). Relative imports resolve between the files;
 * CSS files resolve to nothing because the runner applies every stylesheet itself.
 */
import type { PlaygroundFile } from '../shared/playground-protocol'
import { extensionOf, isScriptFile } from './compile'

export type Builtins = Readonly<Record<string, unknown>>

interface Module {
  exports: Record<string, unknown>
}

type Require = (specifier: string) => unknown

/**
 * The wrapper opens on the code's first line, so line N of the code is line N in stack traces,
 * and the sourceURL names the file in them.
 */
function evaluate(compiled: string, fileName: string, require: Require, module: Module): void {
  // Indirect eval runs in the global scope: the reader's code sees none of the runner's variables.
  const indirectEval = eval
  const factory = indirectEval(`(function (require, module, exports) {${compiled}\n})\n//# sourceURL=${fileName}`) as (
    require: Require,
    module: Module,
    exports: Module['exports'],
  ) => void
  factory(require, module, module.exports)
}

function resolveFile(specifier: string, files: ReadonlyArray<PlaygroundFile>): PlaygroundFile | undefined {
  const wanted = specifier.replace(/^\.\//, '')
  return files.find((file) => file.name === wanted || file.name.replace(/\.[^.]+$/, '') === wanted)
}

/** The first script file: the module a run starts from. */
export function entryFile(files: ReadonlyArray<PlaygroundFile>): PlaygroundFile | undefined {
  return files.find((file) => isScriptFile(file.name))
}

/**
 * Runs the entry file (given compiled) and returns its exports. Each file runs once per run;
 * an import cycle sees the partly filled exports, as in Node.
 */
export function runModules(compiled: ReadonlyArray<PlaygroundFile>, builtins: Builtins): Module['exports'] {
  const cache = new Map<string, Module>()

  const load = (file: PlaygroundFile): Module['exports'] => {
    const cached = cache.get(file.name)
    if (cached) return cached.exports
    const module: Module = { exports: {} }
    cache.set(file.name, module)
    evaluate(file.code, file.name, requireModule, module)
    return module.exports
  }

  function requireModule(specifier: string): unknown {
    if (Object.hasOwn(builtins, specifier)) return builtins[specifier]
    if (specifier.startsWith('./')) {
      const file = resolveFile(specifier, compiled)
      if (file) return extensionOf(file.name) === 'css' ? {} : load(file)
    }
    const importable = Object.keys(builtins).filter((name) => !name.includes('/'))
    throw new Error(
      `Cannot find module '${specifier}'. A playground can import ${importable.join(', ')} and its own files.`,
    )
  }

  const entry = entryFile(compiled)
  if (!entry) throw new Error('This playground has no TypeScript or JavaScript file to run.')
  return load(entry)
}
