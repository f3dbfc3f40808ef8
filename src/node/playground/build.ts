/** Playgrounds at build time: the runner pages, written to public/playground/. */
import { bundledFilesProvider } from '../bundled-files'
import { bundlePlaygroundRuntime, RUNTIME_FOLDER } from './runtime'

export const providePlaygroundRuntime = bundledFilesProvider({
  folder: RUNTIME_FOLDER,
  constant: '__COTTON_BOX_PLAYGROUND__',
  what: 'Playground runners',
  bundle: bundlePlaygroundRuntime,
})
