/**
 * The playground runners, bundled at build time with esbuild into static files under
 * public/playground/: one self-contained HTML page per layout, named by content hash. They are
 * separate from the site's webpack bundles, so no page loads them until a playground runs.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { PlaygroundLayout } from '../../shared/playground-protocol'
import { runnerHtml } from './runner-html'

export const RUNTIME_FOLDER = 'playground'

const entryPoints: Record<PlaygroundLayout, string> = {
  console: 'src/playground-runtime/console-runner.ts',
  web: 'src/playground-runtime/web-runner.tsx',
}

export interface RuntimeFile {
  /** Relative to public/. */
  readonly path: string
  readonly contents: string
}

export interface PlaygroundRuntime {
  readonly files: ReadonlyArray<RuntimeFile>
  /** The runner page of each layout, relative to the site root. */
  readonly pages: Readonly<Record<PlaygroundLayout, string>>
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}

export async function bundlePlaygroundRuntime(projectRoot: string): Promise<PlaygroundRuntime> {
  const previewCss = readFileSync(path.join(projectRoot, 'src/playground-runtime/preview.css'), 'utf8')
  const files: RuntimeFile[] = []
  const pages = {} as Record<PlaygroundLayout, string>
  for (const layout of Object.keys(entryPoints) as PlaygroundLayout[]) {
    const result = await build({
      absWorkingDir: projectRoot,
      entryPoints: [entryPoints[layout]],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      jsx: 'automatic',
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const html = runnerHtml(layout, result.outputFiles[0]!.text, previewCss)
    const page = `${RUNTIME_FOLDER}/${layout}.${contentHash(html)}.html`
    files.push({ path: page, contents: html })
    pages[layout] = page
  }
  return { files, pages }
}
