/**
 * The diagram renderer: Mermaid bundled with esbuild into public/mermaid/ (an entry module and
 * the chunks of the diagram types it imports on demand), and the page that loads it in a hidden
 * iframe of the site's pages (src/components/mermaid/renderer-frame.ts).
 */
import path from 'node:path'
import { build } from 'esbuild'
import { contentHash, type Bundle, type BundledFile } from '../bundled-files'
import { framePageHtml } from '../frame-page'

export const MERMAID_FOLDER = 'mermaid'

/**
 * The page's own policy: its scripts from the site, and the inline styles Mermaid writes while it
 * draws (the reason the page exists); nothing else.
 */
export const RENDERER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src data:; font-src data:"

export function rendererHtml(entryFile: string): string {
  return framePageHtml({
    csp: RENDERER_CSP,
    title: 'Diagram renderer',
    head: [`<script type="module" src="./${entryFile}"></script>`],
  })
}

/** The files, and the renderer page relative to the site root. */
export async function bundleMermaidRenderer(projectRoot: string): Promise<Bundle<string>> {
  const entryPoint = 'src/mermaid-runtime/renderer.ts'
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [entryPoint],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: MERMAID_FOLDER,
    // "mermaid" in every name: the files are recognisable in a network log.
    entryNames: 'mermaid-[hash]',
    chunkNames: 'mermaid-[hash]',
    minify: true,
    write: false,
    metafile: true,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  // Mermaid's lazily imported diagram types are entry points of their own in the metafile.
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0]
  if (!entry) throw new Error('esbuild wrote no entry module')
  const files: BundledFile[] = result.outputFiles.map((file) => ({
    path: `${MERMAID_FOLDER}/${path.basename(file.path)}`,
    contents: file.contents,
  }))
  const html = rendererHtml(path.basename(entry))
  const page = `${MERMAID_FOLDER}/renderer.${contentHash(html)}.html`
  return { files: [...files, { path: page, contents: html }], value: page }
}
