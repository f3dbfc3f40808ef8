/**
 * Gatsby's async-requires as the browser build uses it (src/node/webpack/page-chunks.ts): the
 * table of every page component, which grows with the site, is a chunk of its own, loaded the
 * first time the reader goes to a page of another component. The current page's component is
 * loaded from the page's JSON block, which names its module and chunks.
 */
import { PAGE_CHUNKS_ELEMENT_ID, type PageChunksData } from '../../shared/page-chunks'

declare const __webpack_require__: ((moduleId: string | number) => unknown) & {
  e: (chunkId: string | number) => Promise<void>
}

type ComponentLoader = () => Promise<unknown>

function readPageChunks(): PageChunksData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_CHUNKS_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as PageChunksData
  } catch {
    return null
  }
}

const own = readPageChunks()

const table = (): Promise<Readonly<Record<string, ComponentLoader>>> =>
  import(/* webpackChunkName: "page-components" */ '$virtual/async-requires?table').then((table) => table.components)

function loadComponent(name: string): Promise<unknown> {
  if (own && own.component === name && own.module !== null) {
    const { module } = own
    return Promise.all(Object.keys(own.chunks).map((chunkId) => __webpack_require__.e(chunkId))).then(() =>
      __webpack_require__(module),
    )
  }
  return table().then((components) => {
    const load = components[name]
    if (!load) throw new Error(`We couldn't find the correct component chunk with the name "${name}"`)
    return load()
  })
}

/** Any name answers with a loader; an unknown one fails when loaded, as Gatsby's loader expects of a failed chunk. */
const components: Readonly<Record<string, ComponentLoader>> = new Proxy(
  {},
  { get: (_target, name) => (typeof name === 'string' ? () => loadComponent(name) : undefined) },
)

export default { components }
