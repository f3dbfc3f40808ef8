import { useEffect, useSyncExternalStore } from 'react'
import { siteStorage } from '../storage/storage'
import { DARK_QUERY, DEFAULT_APPEARANCE, parseAppearance, resolveTheme, THEME_STORAGE_KEY, type Appearance } from './appearance'

const listeners = new Set<() => void>()

function currentAppearance(): Appearance {
  return parseAppearance(document.documentElement.dataset.appearance) ?? DEFAULT_APPEARANCE
}

/** Puts `appearance` on <html>: data-appearance for the menu, data-theme for the styles. */
function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement
  root.dataset.appearance = appearance
  root.dataset.theme = resolveTheme(appearance, window.matchMedia(DARK_QUERY).matches)
  for (const listener of listeners) listener()
}

/** Saves and applies the reader's choice. */
export function setAppearance(appearance: Appearance): void {
  siteStorage.write(THEME_STORAGE_KEY, appearance)
  applyAppearance(appearance)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The colour mode choice, kept in step with the system preference and with other tabs. */
export function useAppearance(): Appearance {
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY)
    const followSystem = () => applyAppearance(currentAppearance())
    media.addEventListener('change', followSystem)
    const unsubscribe = siteStorage.subscribe(THEME_STORAGE_KEY, (value) => applyAppearance(parseAppearance(value) ?? DEFAULT_APPEARANCE))
    return () => {
      media.removeEventListener('change', followSystem)
      unsubscribe()
    }
  }, [])
  return useSyncExternalStore(subscribe, currentAppearance, () => DEFAULT_APPEARANCE)
}
