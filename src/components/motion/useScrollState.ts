import { useEffect, useState } from 'react'
import { isFollowingFragment } from './fragment-navigation'

export interface ScrollState {
  /** The page is scrolled further down than the threshold. */
  readonly pastThreshold: boolean
  /** The reader's last scroll moved down the page (a jump to a #fragment is not the reader's). */
  readonly scrollingDown: boolean
}

/** Where the page is scrolled relative to `thresholdPx`, and which way the reader last scrolled. */
export function useScrollState(thresholdPx: number): ScrollState {
  const [state, setState] = useState<ScrollState>({ pastThreshold: false, scrollingDown: false })
  useEffect(() => {
    let lastY = window.scrollY
    let scrollingDown = false
    const onScroll = () => {
      const y = window.scrollY
      if (y !== lastY) scrollingDown = y > lastY && !isFollowingFragment()
      lastY = y
      const next = { pastThreshold: y >= thresholdPx, scrollingDown }
      setState((previous) =>
        previous.pastThreshold === next.pastThreshold && previous.scrollingDown === next.scrollingDown
          ? previous
          : next,
      )
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [thresholdPx])
  return state
}
