import { useEffect } from 'react'
import { storageKeys } from '../storage/storage-keys'
import { storageSlot } from '../storage/storage-slot'
import { useStorageSlot } from '../storage/use-storage-slot'
import { DARK_QUERY, DEFAULT_APPEARANCE, parseAppearance, resolveTheme, type Appearance } from './appearance'

const themeSlot = storageSlot(storageKeys.theme)

/** The choice a stored value stands for: one that does not parse counts as none, as before the first paint. */
const appearanceOf = (stored: string | null): Appearance => parseAppearance(stored) ?? DEFAULT_APPEARANCE

/** Puts the stored choice on <html>: data-appearance for the menu, data-theme for the styles. */
function applyStoredAppearance(): void {
  const appearance = appearanceOf(themeSlot.read())
  const root = document.documentElement
  root.dataset.appearance = appearance
  root.dataset.theme = resolveTheme(appearance, window.matchMedia(DARK_QUERY).matches)
}

/** Saves the reader's choice; every page following it (this one and other tabs) applies it. */
export function setAppearance(appearance: Appearance): void {
  themeSlot.write(appearance)
}

/**
 * Applies each change of the choice, made here or in another tab, and each change of the system
 * preference. The first paint needs nothing: the inline script (appearance.ts) applied the choice.
 */
function followAppearance(): () => void {
  const media = window.matchMedia(DARK_QUERY)
  media.addEventListener('change', applyStoredAppearance)
  const unsubscribe = themeSlot.subscribe(applyStoredAppearance)
  return () => {
    media.removeEventListener('change', applyStoredAppearance)
    unsubscribe()
  }
}

/** The colour mode choice, kept on <html> in step with the system preference and with other tabs. */
export function useAppearance(): Appearance {
  useEffect(followAppearance, [])
  const [stored] = useStorageSlot(storageKeys.theme)
  return appearanceOf(stored)
}
