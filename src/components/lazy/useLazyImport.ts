import { useCallback, useEffect, useState } from 'react'

export interface LazyImport<Module> {
  /** The loaded module; null until it arrives. */
  readonly module: Module | null
  /** The loader's error text when the chunk failed to load. */
  readonly failure: string | null
  readonly retry: () => void
}

/**
 * A code-split module, imported once `enabled` turns true. A failed load can be retried: webpack
 * forgets a failed chunk, so calling the loader again fetches it anew.
 */
export function useLazyImport<Module>(load: () => Promise<Module>, enabled = true): LazyImport<Module> {
  const [module, setModule] = useState<Module | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled || module !== null) return
    let cancelled = false
    load()
      .then((loaded) => {
        if (cancelled) return
        setFailure(null)
        setModule(() => loaded)
      })
      .catch((reason: unknown) => {
        if (!cancelled) setFailure(reason instanceof Error ? reason.message : String(reason))
      })
    return () => {
      cancelled = true
    }
  }, [load, enabled, module, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { module, failure, retry }
}
