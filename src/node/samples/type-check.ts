/**
 * Type-checks code samples against the real cotton-box typings, all compiled in one program
 * (sample-service.ts).
 */
import path from 'node:path'
import ts from 'typescript'
import type { CodeSample } from './extract'
import { sampleService } from './sample-service'

export interface SampleDiagnostic {
  readonly sample: CodeSample
  /** 1-based line in the MDX file. */
  readonly line: number
  readonly message: string
}

/**
 * "Implicitly has an 'any' type" errors: JavaScript has no annotations to fix them with, so
 * JavaScript samples are held to every check but these.
 */
const implicitAnyCodes: ReadonlySet<number> = new Set([7005, 7006, 7008, 7019, 7031, 7034])
const isJavaScript = (sample: CodeSample) => sample.language === 'js' || sample.language === 'jsx'

/** Type errors of `samples`, mapped back to their MDX files and lines. */
export function typeCheckSamples(samples: ReadonlyArray<CodeSample>, projectRoot: string): SampleDiagnostic[] {
  const { service, fileOf } = sampleService(samples, projectRoot)
  const byFile = new Map([...fileOf].map(([sample, file]) => [file, sample]))
  const program = service.getProgram()!
  const diagnostics: SampleDiagnostic[] = []
  for (const sourceFile of program.getSourceFiles()) {
    const sample = byFile.get(path.resolve(sourceFile.fileName))
    if (!sample) continue
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ]) {
      if (isJavaScript(sample) && implicitAnyCodes.has(diagnostic.code)) continue
      const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      diagnostics.push({
        sample,
        line: sample.codeLine + line,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      })
    }
  }
  const first = samples[0]
  if (first) {
    // Problems of the setup itself (options, missing lib files) would otherwise pass silently.
    for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
      diagnostics.push({
        sample: first,
        line: first.line,
        message: `compiler setup: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      })
    }
  }
  return diagnostics
}
