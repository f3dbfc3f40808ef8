import { useCallback, useEffect, useState, type RefObject } from 'react'

/** Starts `callback` once the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 200)
  return () => clearTimeout(handle)
}

/**
 * True once the element comes near the viewport, or once `want` is called (focus, pointer).
 * Watching starts only after the page has loaded and gone idle, so a playground visible at load
 * never competes with the page's own first load.
 */
export function useWantedWhenNear(ref: RefObject<HTMLElement | null>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    let observer: IntersectionObserver | undefined
    let cancelIdle: (() => void) | undefined
    const observe = () => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      }, { rootMargin: '200px 0px' })
      observer.observe(element)
    }
    const start = () => {
      cancelIdle = whenIdle(observe, 2000)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      cancelIdle?.()
      observer?.disconnect()
    }
  }, [ref, wanted])

  const want = useCallback(() => setWanted(true), [])
  return [wanted, want]
}
