/**
 * The reader's colour mode choice (SPEC.md sections 3 and 4): AUTO follows the system's dark
 * preference, LIGHT and DARK force one theme. Saved under the local-storage key "theme".
 */
export type Appearance = 'AUTO' | 'LIGHT' | 'DARK'
export type Theme = 'light' | 'dark'

export const APPEARANCES: ReadonlyArray<Appearance> = ['AUTO', 'LIGHT', 'DARK']
export const DEFAULT_APPEARANCE: Appearance = 'AUTO'
export const THEME_STORAGE_KEY = 'theme'
export const DARK_QUERY = '(prefers-color-scheme: dark)'

/** A stored value, if it is one of the three choices. */
export function parseAppearance(value: string | null | undefined): Appearance | null {
  return APPEARANCES.includes(value as Appearance) ? (value as Appearance) : null
}

export function resolveTheme(appearance: Appearance, systemPrefersDark: boolean): Theme {
  if (appearance === 'AUTO') return systemPrefersDark ? 'dark' : 'light'
  return appearance === 'DARK' ? 'dark' : 'light'
}

/**
 * Runs in <head> before the first paint (gatsby-ssr.tsx inlines it), so the page never flashes
 * the wrong theme. It must stay self-contained: no imports are available there.
 */
export const colourModeScript = `(function () {
  var appearance = ${JSON.stringify(DEFAULT_APPEARANCE)};
  try {
    var stored = window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    if (${JSON.stringify(APPEARANCES)}.indexOf(stored) !== -1) appearance = stored;
  } catch (error) {}
  var dark = appearance === 'DARK' || (appearance === 'AUTO' && window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.setAttribute('data-appearance', appearance);
})();`
