/**
 * The playground runners, bundled at build time with esbuild into static files under
 * public/playground/: one self-contained HTML page per layout, named by content hash. They are
 * separate from the site's webpack bundles, so no page loads them until a playground runs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { PlaygroundLayout } from '../../shared/playground-protocol'
import { contentHash, type Bundle, type BundledFile } from '../bundled-files'
import { runnerHtml } from './runner-html'

export const RUNTIME_FOLDER = 'playground'

const entryPoints: Record<PlaygroundLayout, string> = {
  console: 'src/playground-runtime/console-runner.ts',
  web: 'src/playground-runtime/web-runner.tsx',
}

/** The files, and the runner page of each layout relative to the site root. */
export async function bundlePlaygroundRuntime(
  projectRoot: string,
): Promise<Bundle<Readonly<Record<PlaygroundLayout, string>>>> {
  const previewCss = readFileSync(path.join(projectRoot, 'src/playground-runtime/preview.css'), 'utf8')
  const files: BundledFile[] = []
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
    const html = runnerHtml(layout, result.outputFiles[0].text, previewCss)
    const page = `${RUNTIME_FOLDER}/${layout}.${contentHash(html)}.html`
    files.push({ path: page, contents: html })
    pages[layout] = page
  }
  return { files, value: pages }
}
