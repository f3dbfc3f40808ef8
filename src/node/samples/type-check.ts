/**
 * Type-checks code samples against the real cotton-box typings: each sample is its own virtual
 * module (ES module, strict, react-jsx; checkJs for JavaScript), all compiled in one program.
 */
import path from 'node:path'
import ts from 'typescript'
import type { CodeSample } from './extract'

export interface SampleDiagnostic {
  readonly sample: CodeSample
  /** 1-based line in the MDX file. */
  readonly line: number
  readonly message: string
}

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
 * "Implicitly has an 'any' type" errors: JavaScript has no annotations to fix them with, so
 * JavaScript samples are held to every check but these.
 */
const implicitAnyCodes: ReadonlySet<number> = new Set([7005, 7006, 7008, 7019, 7031, 7034])
const isJavaScript = (sample: CodeSample) => sample.language === 'js' || sample.language === 'jsx'

/** A virtual file name per sample, inside the project so that `cotton-box` resolves from node_modules. */
function virtualFileName(sample: CodeSample, index: number, projectRoot: string): string {
  const base = sample.file.replace(/[^A-Za-z0-9]+/g, '_')
  return path.join(projectRoot, '.content-samples', `${index}_${base}_L${sample.line}.${sample.language}`)
}

/** Type errors of `samples`, mapped back to their MDX files and lines. */
export function typeCheckSamples(samples: ReadonlyArray<CodeSample>, projectRoot: string): SampleDiagnostic[] {
  const byFile = new Map(samples.map((sample, index) => [virtualFileName(sample, index, projectRoot), sample]))
  const host = ts.createCompilerHost(compilerOptions)
  const getSourceFile = host.getSourceFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const readFile = host.readFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const sample = byFile.get(path.resolve(fileName))
    return sample ? ts.createSourceFile(fileName, sample.code, languageVersion, true) : getSourceFile(fileName, languageVersion, ...rest)
  }
  host.fileExists = (fileName) => byFile.has(path.resolve(fileName)) || fileExists(fileName)
  host.readFile = (fileName) => byFile.get(path.resolve(fileName))?.code ?? readFile(fileName)

  const program = ts.createProgram({ rootNames: [...byFile.keys()], options: compilerOptions, host })
  const diagnostics: SampleDiagnostic[] = []
  for (const sourceFile of program.getSourceFiles()) {
    const sample = byFile.get(path.resolve(sourceFile.fileName))
    if (!sample) continue
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      if (isJavaScript(sample) && implicitAnyCodes.has(diagnostic.code)) continue
      const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      diagnostics.push({ sample, line: sample.codeLine + line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') })
    }
  }
  const first = samples[0]
  if (first) {
    // Problems of the setup itself (options, missing lib files) would otherwise pass silently.
    for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
      diagnostics.push({ sample: first, line: first.line, message: `compiler setup: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}` })
    }
  }
  return diagnostics
}
