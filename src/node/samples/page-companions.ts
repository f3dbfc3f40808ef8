/**
 * A block may import another block of its page by the name in that block's title: a test file's
 * `import('./settings')` is the `settings.ts` block above it. The checker puts a copy of each such
 * block beside the sample, for the type check and for Vitest; the copy is the code as written,
 * checked on its own as a sample too. Pure.
 */
import type { CodeSample } from './extract'

export interface Companion {
  /** The file name the import asks for, with the block's extension: `settings.ts`. */
  readonly fileName: string
  readonly code: string
}

const relativeImport = /(?:\bfrom\s+|\bimport\s*\(\s*)['"]\.\/([\w.-]+)['"]/g
const scriptExtension = /\.(?:[cm]?[jt]sx?)$/

/** The blocks of `sample`'s page, among `pool`, that its `./name` imports ask for. */
export function pageCompanions(sample: CodeSample, pool: ReadonlyArray<CodeSample>): Companion[] {
  const wanted = new Set([...sample.code.matchAll(relativeImport)].map((match) => match[1]))
  return pool.flatMap((other) => {
    const title = other.meta.title
    if (other === sample || other.file !== sample.file || title === null || title.includes('/')) return []
    const named = wanted.has(title) || wanted.has(title.replace(scriptExtension, ''))
    return named && scriptExtension.test(title) ? [{ fileName: title, code: other.code }] : []
  })
}
