/** Diagrams at build time: the renderer, written to public/mermaid/. */
import { bundledFilesProvider } from '../bundled-files'
import { bundleMermaidRenderer, MERMAID_FOLDER } from './renderer-page'

export const provideMermaidRenderer = bundledFilesProvider({
  folder: MERMAID_FOLDER,
  constant: '__COTTON_BOX_MERMAID__',
  what: 'The diagram renderer',
  bundle: bundleMermaidRenderer,
})
