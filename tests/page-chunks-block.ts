import { PAGE_CHUNKS_ELEMENT_ID, type PageChunksData } from '../src/shared/page-chunks'

const block = new RegExp(`<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">([^<]*)</script>`)

/** A page's block of chunks as the browser reads it (src/shared/page-chunks.ts); null for a page without one. */
export function pageChunksBlock(html: string): Partial<PageChunksData> | null {
  const json = block.exec(html)?.[1]
  return json === undefined ? null : (JSON.parse(json) as Partial<PageChunksData>)
}
