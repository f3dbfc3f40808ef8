import { PAGE_CHUNKS_ELEMENT_ID, type ComponentChunks, type PageChunksData as Data } from '../../shared/page-chunks'

/** Each page component's chunks, defined in the production server build (src/node/webpack/page-chunks.ts). */
declare const __PAGE_COMPONENT_CHUNKS__: Readonly<Record<string, ComponentChunks>> | undefined

/**
 * The page's JSON block: its component's module and chunk files, which webpack's runtime and the
 * component loader read before anything else of the site's chunk tables. Not a script the browser
 * runs, so the Content-Security-Policy need not allow it. Nothing in development, which loads
 * chunks as Gatsby does.
 */
export function PageChunksData({ component }: { readonly component: string }) {
  const chunks = typeof __PAGE_COMPONENT_CHUNKS__ === 'undefined' ? undefined : __PAGE_COMPONENT_CHUNKS__[component]
  if (!chunks) return null
  const data: Data = { component, ...chunks }
  return <script id={PAGE_CHUNKS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
