import { useCallback, useEffect, useState, type RefObject } from 'react'

/** Signs that the reader has started using the page. */
const engagementEvents = ['scroll', 'pointermove', 'keydown', 'touchstart'] as const

/**
 * True once the element is near the viewport and the reader has engaged with the page (scrolled,
 * moved the pointer, pressed a key), or once `want` is called (focus, pointer on it). Waiting for
 * engagement keeps the playground out of the page's first load even when it is visible at once.
 */
export function useWantedWhenNear(ref: RefObject<HTMLElement | null>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    let observer: IntersectionObserver | undefined
    const observe = () => {
      for (const type of engagementEvents) window.removeEventListener(type, observe)
      observer ??= new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      }, { rootMargin: '200px 0px' })
      observer.observe(element)
    }
    for (const type of engagementEvents) window.addEventListener(type, observe, { passive: true })
    return () => {
      for (const type of engagementEvents) window.removeEventListener(type, observe)
      observer?.disconnect()
    }
  }, [ref, wanted])

  const want = useCallback(() => setWanted(true), [])
  return [wanted, want]
}
