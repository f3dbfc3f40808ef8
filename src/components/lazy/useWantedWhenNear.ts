import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * True once `ready` has resolved and the element is near the viewport, or once `want` is called
 * (focus, pointer on it). `ready` is when the part may start competing for the network:
 * firstLoadDone (first-load.ts) or readerEngaged (reader-engaged.ts).
 */
export function useWantedWhenNear(ref: RefObject<HTMLElement | null>, ready: () => Promise<void>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    let observer: IntersectionObserver | undefined
    let cancelled = false
    void ready().then(() => {
      if (cancelled) return
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      }, { rootMargin: '200px 0px' })
      observer.observe(element)
    })
    return () => {
      cancelled = true
      observer?.disconnect()
    }
  }, [ref, ready, wanted])

  const want = useCallback(() => setWanted(true), [])
  return [wanted, want]
}
