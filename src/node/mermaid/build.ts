/** Diagrams at build time: the renderer is bundled once per process and written to public/mermaid/. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { publicDir } from '../built-pages'
import { bundleMermaidRenderer, MERMAID_FOLDER, type MermaidRendererBuild } from './renderer-page'

let bundling: Promise<MermaidRendererBuild> | undefined

/** Writes the renderer files and tells the browser code where its page is (`__COTTON_BOX_MERMAID__`). */
export async function provideMermaidRenderer({ actions, plugins, reporter }: CreateWebpackConfigArgs): Promise<void> {
  bundling ??= bundleMermaidRenderer(process.cwd())
  let renderer: MermaidRendererBuild
  try {
    renderer = await bundling
  } catch (error) {
    return reporter.panic(`The diagram renderer could not be bundled: ${(error as Error).message}`)
  }
  // Replaced, not added to: older files would pile up under their old hashes.
  rmSync(path.join(publicDir, MERMAID_FOLDER), { recursive: true, force: true })
  mkdirSync(path.join(publicDir, MERMAID_FOLDER), { recursive: true })
  for (const file of renderer.files) writeFileSync(path.join(publicDir, file.path), file.contents)
  actions.setWebpackConfig({ plugins: [plugins.define({ __COTTON_BOX_MERMAID__: JSON.stringify(renderer.page) })] })
}
