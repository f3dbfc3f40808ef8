import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { collapseDurationMs, prefersReducedMotion } from './motion'

export interface Collapsible<T extends HTMLElement> {
  readonly expanded: boolean
  readonly setExpanded: (expanded: boolean) => void
  /** Attach to the element that collapses. */
  readonly ref: React.RefObject<T | null>
  /** Hidden once collapsed (not while the collapse animates), so its links leave the tab order. */
  readonly hidden: boolean
}

/**
 * Open/closed state of a collapsible element that animates its height, with a duration derived
 * from the content's height (1 ms for readers who prefer reduced motion).
 */
export function useCollapsible<T extends HTMLElement>(initiallyExpanded: boolean): Collapsible<T> {
  const ref = useRef<T>(null)
  const [expanded, setExpandedState] = useState(initiallyExpanded)
  const [collapsing, setCollapsing] = useState(false)
  const animated = useRef(expanded)

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next)
    if (!next) setCollapsing(true)
  }, [])

  useLayoutEffect(() => {
    const element = ref.current
    if (!element || animated.current === expanded) return
    animated.current = expanded
    const fullHeight = element.scrollHeight
    // An interrupted animation starts again from where it stopped.
    const startHeight = element.style.height !== '' ? element.getBoundingClientRect().height : expanded ? 0 : fullHeight
    const duration = collapseDurationMs(fullHeight, prefersReducedMotion())
    element.style.transition = 'none'
    element.style.overflow = 'hidden'
    element.style.height = `${startHeight}px`
    element.getBoundingClientRect() // commits the start height so the change below transitions
    element.style.transition = `height ${duration}ms ease-in-out`
    element.style.height = `${expanded ? fullHeight : 0}px`

    const finish = () => {
      element.style.removeProperty('transition')
      element.style.removeProperty('overflow')
      element.style.removeProperty('height')
      if (!expanded) setCollapsing(false)
    }
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'height') finish()
    }
    element.addEventListener('transitionend', onTransitionEnd)
    // transitionend never fires when the element is not rendered (e.g. a closed mobile menu).
    const fallback = window.setTimeout(finish, duration + 100)
    return () => {
      element.removeEventListener('transitionend', onTransitionEnd)
      window.clearTimeout(fallback)
    }
  }, [expanded])

  return { expanded, setExpanded, ref, hidden: !expanded && !collapsing }
}
