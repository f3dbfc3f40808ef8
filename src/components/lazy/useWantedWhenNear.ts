import { useCallback, useEffect, useState, type RefObject } from 'react'
import { firstLoadDone } from './first-load'

/**
 * True once the element comes near the viewport, or once `want` is called (focus, pointer).
 * Watching starts only after the page's first load (see first-load.ts), so a part visible at
 * load never competes with the page's own code.
 */
export function useWantedWhenNear(ref: RefObject<HTMLElement | null>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    let observer: IntersectionObserver | undefined
    let cancelled = false
    void firstLoadDone().then(() => {
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
  }, [ref, wanted])

  const want = useCallback(() => setWanted(true), [])
  return [wanted, want]
}
