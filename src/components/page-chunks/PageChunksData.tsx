import { PAGE_CHUNKS_ELEMENT_ID, pageChunksJson } from '../../shared/page-chunks'

/**
 * The page's JSON block, which webpack's runtime and the component loader read before anything
 * else of the site's chunk tables. Rendered with the component's name only: the build fills in its
 * module and chunk files after rendering (src/node/webpack/page-chunks-block.ts), so that the
 * rendered page does not depend on any page's chunks. Not a script the browser runs, so the
 * Content-Security-Policy need not allow it. Development loads chunks as Gatsby does and never
 * reads it.
 */
export function PageChunksData({ component }: { readonly component: string }) {
  return (
    <script
      id={PAGE_CHUNKS_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: pageChunksJson({ component }) }}
    />
  )
}
