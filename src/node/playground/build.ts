/** Playgrounds at build time: the runners are bundled once per process and written to public/. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { publicDir } from '../built-pages'
import { bundlePlaygroundRuntime, RUNTIME_FOLDER, type PlaygroundRuntime } from './runtime'

let bundling: Promise<PlaygroundRuntime> | undefined

/** Writes the runner files and tells the browser code where they are (`__COTTON_BOX_PLAYGROUND__`). */
export async function providePlaygroundRuntime({ actions, plugins, reporter }: CreateWebpackConfigArgs): Promise<void> {
  bundling ??= bundlePlaygroundRuntime(process.cwd())
  let runtime: PlaygroundRuntime
  try {
    runtime = await bundling
  } catch (error) {
    return reporter.panic(`Playground runners could not be bundled: ${(error as Error).message}`)
  }
  // Replaced, not added to: older runners would pile up under their old hashes.
  rmSync(path.join(publicDir, RUNTIME_FOLDER), { recursive: true, force: true })
  mkdirSync(path.join(publicDir, RUNTIME_FOLDER), { recursive: true })
  for (const file of runtime.files) writeFileSync(path.join(publicDir, file.path), file.contents)
  actions.setWebpackConfig({ plugins: [plugins.define({ __COTTON_BOX_PLAYGROUND__: JSON.stringify(runtime.pages) })] })
}
