/**
 * The search worker (src/search-worker/worker.ts) bundled with esbuild into public/search-worker/:
 * one classic script, which every engine runs as a worker.
 */
import path from 'node:path'
import { build } from 'esbuild'
import { bundledFilesProvider, type Bundle } from '../bundled-files'

const SEARCH_WORKER_FOLDER = 'search-worker'

async function bundleSearchWorker(projectRoot: string): Promise<Bundle<string>> {
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: ['src/search-worker/worker.ts'],
    bundle: true,
    format: 'iife',
    outdir: SEARCH_WORKER_FOLDER,
    entryNames: 'search-worker-[hash]',
    minify: true,
    write: false,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file || result.outputFiles.length !== 1)
    throw new Error(`esbuild wrote ${result.outputFiles.length} files, not one script`)
  const script = `${SEARCH_WORKER_FOLDER}/${path.basename(file.path)}`
  return { files: [{ path: script, contents: file.contents }], value: script }
}

export const provideSearchWorker = bundledFilesProvider({
  folder: SEARCH_WORKER_FOLDER,
  constant: '__COTTON_BOX_SEARCH_WORKER__',
  what: 'The search worker',
  bundle: bundleSearchWorker,
})
