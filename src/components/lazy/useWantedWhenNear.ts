import { useCallback, useEffect, useState, type RefObject } from 'react'
import { readerEngaged } from './reader-engaged'

/**
 * True once the reader has engaged with the page and the element is near the viewport, or once
 * `want` is called (focus, pointer on it). Waiting for engagement keeps a part out of the page's
 * first load even when it is visible at once.
 */
export function useWantedWhenNear(ref: RefObject<HTMLElement | null>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    let observer: IntersectionObserver | undefined
    let cancelled = false
    void readerEngaged().then(() => {
      if (cancelled) return
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
        },
        { rootMargin: '200px 0px' },
      )
      observer.observe(element)
    })
    return () => {
      cancelled = true
      observer?.disconnect()
    }
  }, [ref, wanted])

  const want = useCallback(() => setWanted(true), [])
  return [wanted, want]
}
