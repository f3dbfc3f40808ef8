/**
 * Each page's JSON block of chunks (src/shared/page-chunks.ts), filled in after the build. The
 * server renders the block with its component's name only (PageChunksData); the module and chunk
 * files come from the table the browser build leaves (page-chunks.ts), on every page at every
 * build. Compiled into the server bundle, the table changed that bundle whenever any page's chunks
 * changed, and Gatsby then rendered every page again. Filled in here, a page Gatsby keeps names
 * its component's chunks as they are now, and editing one page renders that page alone.
 */
import { readFileSync } from 'node:fs'
import {
  PAGE_CHUNKS_ELEMENT_ID,
  pageChunksJson,
  type ComponentChunks,
  type PageChunksData,
} from '../../shared/page-chunks'
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'
import { componentTableFile } from './page-chunks'

export type ComponentTable = Readonly<Record<string, ComponentChunks>>

/** The table of page components the last browser build wrote. */
export function readComponentTable(): ComponentTable {
  return JSON.parse(readFileSync(componentTableFile, 'utf8')) as ComponentTable
}

// The block's text is JSON with `<` escaped, so it holds no `<`.
const block = new RegExp(`(<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">)([^<]*)(</script>)`)

/**
 * The page Gatsby rendered (`file`) with its block naming its component's module and chunks. A page
 * without a block stops the build: gatsby-ssr.tsx renders it from a page data field outside
 * Gatsby's types (`componentChunkName`), which an upgrade could take away.
 */
export function withComponentChunks(html: string, table: ComponentTable, file: string): string {
  expectUpstream(
    OVERRIDES.pageDataFields,
    block.test(html),
    `${file} to carry its block of chunks, rendered from its page data's componentChunkName`,
  )
  return html.replace(block, (_whole, start: string, json: string, end: string) => {
    const { component } = JSON.parse(json) as Pick<PageChunksData, 'component'>
    const chunks = table[component]
    if (!chunks) throw new Error(`the browser build has no chunks for the page component ${component}`)
    return `${start}${pageChunksJson({ component, module: chunks.module, chunks: chunks.chunks })}${end}`
  })
}
