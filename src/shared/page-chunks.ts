/**
 * The contract between the build's chunk tables (src/node/webpack/page-chunks.ts), the JSON block
 * each page carries (rendered by src/components/page-chunks/PageChunksData.tsx, filled in by
 * src/node/webpack/page-chunks-block.ts) and the browser code that reads it
 * (src/components/page-chunks/async-requires.ts).
 */

/** Every on-demand chunk's file by chunk id, in public/, fetched when a chunk the page does not name is needed. */
export const CHUNK_FILES_FILE = 'chunk-files.json'

/** The id of the page's JSON block. */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks'

/** What loads a page component: its module id and the files of the chunks it needs, by chunk id. */
export interface ComponentChunks {
  readonly module: string | number | null
  readonly chunks: Readonly<Record<string, string>>
}

/** The page's JSON block: its component's name and chunks. */
export interface PageChunksData extends ComponentChunks {
  readonly component: string
}

/** The block's text: JSON with `<` escaped, so that nothing in it can close the script element. */
export const pageChunksJson = (data: Pick<PageChunksData, 'component'> | PageChunksData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
