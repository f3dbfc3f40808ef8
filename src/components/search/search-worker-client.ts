/**
 * The full local index, opened and searched in the search worker (src/search-worker/worker.ts):
 * a promise of the open index, and a promise per search.
 */
import type { SearchRequest, SearchResponse } from '../../shared/search/algolia-response'
import type { FromSearchWorker, ToSearchWorker } from '../../shared/search/worker-messages'

export interface WorkerIndex {
  search(requests: ReadonlyArray<SearchRequest>): Promise<SearchResponse[]>
  suggest(query: string): Promise<string[]>
}

interface Waiting {
  readonly resolve: (message: FromSearchWorker) => void
  readonly reject: (error: Error) => void
}

/**
 * Starts a worker that fetches and opens the index at `indexUrl`. Resolves once it is open, with
 * how long opening took; rejects, the worker stopped, when the script or the index fails.
 */
export function openIndexInWorker(
  workerUrl: string,
  indexUrl: string,
): Promise<{ index: WorkerIndex; openMs: number }> {
  const worker = new Worker(workerUrl)
  const waiting = new Map<number, Waiting>()
  let broken: Error | null = null
  let nextId = 0
  const post = (message: ToSearchWorker) => worker.postMessage(message)
  const ask = (message: (id: number) => ToSearchWorker): Promise<FromSearchWorker> =>
    broken
      ? Promise.reject(broken)
      : new Promise((resolve, reject) => {
          const id = nextId++
          waiting.set(id, { resolve, reject })
          post(message(id))
        })
  const index: WorkerIndex = {
    search: (requests) =>
      ask((id) => ({ kind: 'search', id, requests })).then((answer) =>
        answer.kind === 'results' ? answer.results : [],
      ),
    suggest: (query) =>
      ask((id) => ({ kind: 'suggest', id, query })).then((answer) =>
        answer.kind === 'suggestions' ? answer.suggestions : [],
      ),
  }
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      broken = new Error(message)
      worker.terminate()
      for (const { reject: rejectAnswer } of waiting.values()) rejectAnswer(broken)
      waiting.clear()
      reject(broken)
    }
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      fail(event.message || `${workerUrl} could not be run`)
    })
    worker.addEventListener('message', ({ data }: MessageEvent<FromSearchWorker>) => {
      if (data.kind === 'ready') resolve({ index, openMs: data.openMs })
      else if (data.kind === 'failed') fail(data.message)
      else {
        waiting.get(data.id)?.resolve(data)
        waiting.delete(data.id)
      }
    })
    post({ kind: 'open', indexUrl })
  })
}
