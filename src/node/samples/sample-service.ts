/**
 * One TypeScript language service over code samples, each its own virtual module (ES module,
 * strict, react-jsx; checkJs for JavaScript) typed against the installed cotton-box packages. The
 * sample checker reads its program's diagnostics (type-check.ts); the build reads what the editor
 * would show for each name (quick-info.ts).
 */
import path from 'node:path'
import ts from 'typescript'
import type { CodeSample } from './extract'
import { pageCompanions } from './page-companions'

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Every block is a module, so two blocks may declare the same names.
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  // Samples run in browsers: DOM globals, no Node typings.
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
}

/**
 * A virtual folder per sample, inside the project so that `cotton-box` resolves from node_modules;
 * the blocks of its page that it imports sit beside it (page-companions.ts).
 */
function virtualFolder(sample: CodeSample, index: number, projectRoot: string): string {
  const base = sample.file.replace(/[^A-Za-z0-9]+/g, '_')
  return path.join(projectRoot, '.content-samples', `${index}_${base}_L${sample.line}`)
}

export interface SampleService {
  readonly service: ts.LanguageService
  /** The virtual file of each sample given. */
  readonly fileOf: ReadonlyMap<CodeSample, string>
}

/** Services over parts of one set of samples: they share parsed files, so each sample needs a file name of its own. */
export interface SharedFiles {
  readonly registry: ts.DocumentRegistry
  /** The index of the first sample given among all the samples, which names its file. */
  readonly firstIndex: number
  /** All the samples, where a sample's page companions are found. */
  readonly pool: ReadonlyArray<CodeSample>
}

export function sampleService(
  samples: ReadonlyArray<CodeSample>,
  projectRoot: string,
  shared?: SharedFiles,
): SampleService {
  const firstIndex = shared?.firstIndex ?? 0
  const folderOf = new Map(
    samples.map((sample, index) => [sample, virtualFolder(sample, firstIndex + index, projectRoot)]),
  )
  const fileOf = new Map(
    [...folderOf].map(([sample, folder]) => [sample, path.join(folder, `sample.${sample.language}`)]),
  )
  const byFile = new Map([...fileOf].map(([sample, file]) => [file, sample]))
  // Copies of the blocks each sample imports, beside it; their own checks happen as samples.
  const companionFiles = new Map(
    [...folderOf].flatMap(([sample, folder]) =>
      pageCompanions(sample, shared?.pool ?? samples).map(
        (companion) => [path.join(folder, companion.fileName), companion.code] as const,
      ),
    ),
  )
  const virtualFolders = new Set(folderOf.values())
  const codeAt = (fileName: string) => {
    const resolved = path.resolve(fileName)
    return byFile.get(resolved)?.code ?? companionFiles.get(resolved)
  }
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => compilerOptions,
    getScriptFileNames: () => [...byFile.keys(), ...companionFiles.keys()],
    // Samples do not change while a service lives.
    getScriptVersion: () => '1',
    getScriptSnapshot: (fileName) => {
      const code = codeAt(fileName) ?? ts.sys.readFile(fileName)
      return code === undefined ? undefined : ts.ScriptSnapshot.fromString(code)
    },
    getCurrentDirectory: () => projectRoot,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (fileName) => codeAt(fileName) !== undefined || ts.sys.fileExists(fileName),
    readFile: (fileName) => codeAt(fileName) ?? ts.sys.readFile(fileName),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    // The samples' folders are virtual too: module resolution looks for them before their files.
    directoryExists: (directory) => virtualFolders.has(path.resolve(directory)) || ts.sys.directoryExists(directory),
    getDirectories: (directory) => ts.sys.getDirectories(directory),
    realpath: (fileName) => ts.sys.realpath?.(fileName) ?? fileName,
  }
  return { service: ts.createLanguageService(host, shared?.registry ?? ts.createDocumentRegistry()), fileOf }
}
