/**
 * Browser code bundled outside webpack (with esbuild) into a folder of public/: the playground
 * runners and the diagram renderer. Bundled once per process, rewritten into the folder for every
 * webpack stage, and located for the browser code by a build-time constant.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { definePlugin } from './webpack/gatsby-webpack'
import { publicDir } from './built-pages'

export interface BundledFile {
  /** Relative to public/. */
  readonly path: string
  readonly contents: Uint8Array | string
}

export interface Bundle<Value> {
  readonly files: ReadonlyArray<BundledFile>
  /** What the browser code is told, e.g. the page to load in an iframe. */
  readonly value: Value
}

/** The first 12 hex digits of a SHA-256: file names that change when their content does. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}

interface BundledFilesOptions<Value> {
  /** The folder under public/ the bundle owns. */
  readonly folder: string
  /** The global the browser code reads (declared in src/types). */
  readonly constant: string
  /** For the error message: "Playground runners", "The diagram renderer". */
  readonly what: string
  readonly bundle: (projectRoot: string) => Promise<Bundle<Value>>
}

/** An onCreateWebpackConfig step that writes the bundle and defines its constant. */
export function bundledFilesProvider<Value>({ folder, constant, what, bundle }: BundledFilesOptions<Value>) {
  let bundling: Promise<Bundle<Value>> | undefined
  return async ({ actions, plugins, reporter }: CreateWebpackConfigArgs): Promise<void> => {
    bundling ??= bundle(process.cwd())
    let result: Bundle<Value>
    try {
      result = await bundling
    } catch (error) {
      return reporter.panic(`${what} could not be bundled: ${(error as Error).message}`)
    }
    // Replaced, not added to: older files would pile up under their old hashes.
    rmSync(path.join(publicDir, folder), { recursive: true, force: true })
    mkdirSync(path.join(publicDir, folder), { recursive: true })
    for (const file of result.files) writeFileSync(path.join(publicDir, file.path), file.contents)
    actions.setWebpackConfig({ plugins: [definePlugin({ plugins }, { [constant]: JSON.stringify(result.value) })] })
  }
}
