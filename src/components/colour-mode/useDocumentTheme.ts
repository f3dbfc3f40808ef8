import { useSyncExternalStore } from 'react'

export type DocumentTheme = 'light' | 'dark'

/** The colour mode in force: the `data-theme` attribute on <html>, set before first paint. */
function readTheme(): DocumentTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/** Re-renders when the colour mode changes; 'light' during server rendering. */
export function useDocumentTheme(): DocumentTheme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light')
}
