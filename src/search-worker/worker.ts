/**
 * The search worker: fetches the prepared index, opens it and answers searches, all off the
 * page's thread. Opening the full index takes long enough (a few hundred milliseconds on a slow
 * phone) that on the page's thread it would hold up the first key presses of a reader who opened
 * the dialog and typed at once.
 */
import { openPreparedIndex, type PreparedSearchIndex } from '../shared/search/prepared-index'
import { warmedUp } from '../shared/search/warm-up'
import type { FromSearchWorker, ToSearchWorker } from '../shared/search/worker-messages'
import type { LocalSearch } from '../shared/search/local-search'

/** The worker's global scope, as far as it is used (the project's types describe a window). */
interface WorkerScope {
  postMessage(message: FromSearchWorker): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ToSearchWorker>) => void): void
}
const scope = self as unknown as WorkerScope

let local: LocalSearch | null = null

async function open(indexUrl: string): Promise<void> {
  try {
    const response = await fetch(indexUrl)
    if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`)
    const prepared = (await response.json()) as PreparedSearchIndex
    const start = performance.now()
    local = warmedUp(openPreparedIndex(prepared))
    scope.postMessage({ kind: 'ready', openMs: performance.now() - start })
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: (error as Error).message })
  }
}

scope.addEventListener('message', ({ data }) => {
  if (data.kind === 'open') return void open(data.indexUrl)
  const index = local
  // The page asks only once the index is open.
  if (!index) throw new Error(`Search worker: "${data.kind}" before the index is open`)
  if (data.kind === 'search')
    scope.postMessage({ kind: 'results', id: data.id, results: data.requests.map((request) => index.search(request)) })
  else scope.postMessage({ kind: 'suggestions', id: data.id, suggestions: index.suggest(data.query) })
})
