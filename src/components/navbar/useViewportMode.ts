import { useSyncExternalStore } from 'react'
import { siteConfig } from '../../config/site'

/** 'ssr' while rendering on the server, then desktop or mobile split at 996 px. */
export type ViewportMode = 'ssr' | 'desktop' | 'mobile'

const mobileQuery = `(max-width: ${siteConfig.desktopBreakpointPx - 1}px)`

function subscribe(onChange: () => void) {
  const media = window.matchMedia(mobileQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

export function useViewportMode(): ViewportMode {
  return useSyncExternalStore<ViewportMode>(
    subscribe,
    () => (window.matchMedia(mobileQuery).matches ? 'mobile' : 'desktop'),
    () => 'ssr',
  )
}
