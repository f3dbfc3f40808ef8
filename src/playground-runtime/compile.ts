/**
 * Compiles a playground file to CommonJS with sucrase. Sucrase keeps every line where it was,
 * so a line number in a stack trace is a line number in the reader's code.
 */
import { transform, type Transform } from 'sucrase'
import type { PlaygroundError, PlaygroundFile } from '../shared/playground-protocol'

const transformsByExtension: Record<string, Transform[]> = {
  ts: ['typescript', 'imports'],
  tsx: ['typescript', 'jsx', 'imports'],
  js: ['imports'],
  jsx: ['jsx', 'imports'],
}

export function extensionOf(name: string): string {
  return /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
}

export function isScriptFile(name: string): boolean {
  return extensionOf(name) in transformsByExtension
}

export type CompileResult =
  { readonly ok: true; readonly code: string } | { readonly ok: false; readonly error: PlaygroundError }

interface SucraseSyntaxError extends Error {
  /** 1-based line and column. */
  readonly loc?: { readonly line: number; readonly column: number }
}

export function compileFile(file: PlaygroundFile): CompileResult {
  const transforms = transformsByExtension[extensionOf(file.name)]
  if (!transforms) return { ok: true, code: '' }
  try {
    const { code } = transform(file.code, {
      transforms,
      filePath: file.name,
      jsxRuntime: 'automatic',
      production: true,
    })
    return { ok: true, code }
  } catch (caught) {
    const error = caught as SucraseSyntaxError
    // Sucrase says "Error transforming App.tsx: Unexpected token (3:7)"; the place goes in fields.
    const message = error.message.replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '')
    return {
      ok: false,
      error: {
        title: 'SyntaxError',
        message,
        file: file.name,
        line: error.loc?.line,
        column: error.loc?.column,
      },
    }
  }
}
