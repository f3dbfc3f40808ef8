/**
 * The reader's colour mode choice: AUTO follows the system's dark
 * preference, LIGHT and DARK force one theme. Saved under the local-storage key "theme".
 */
import { storageKeys } from '../storage/storage-keys'

export type Appearance = 'AUTO' | 'LIGHT' | 'DARK'
export type Theme = 'light' | 'dark'

export const APPEARANCES: ReadonlyArray<Appearance> = ['AUTO', 'LIGHT', 'DARK']
export const DEFAULT_APPEARANCE: Appearance = 'AUTO'
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
 * The old site's values, read once so that a returning reader keeps their choice: its docs
 * framework stored `theme` = "light" or "dark" (lower case), and its own settings stored
 * `cotton-box-site-settings` = {"appearance": 0 | 1 | 2}, in that order of the three choices.
 * The settings win when both parse: they hold the reader's own choice, System included, while
 * the framework's `theme` also recorded what System resolved to.
 */
export const LEGACY_THEMES: Readonly<Record<Theme, Appearance>> = { light: 'LIGHT', dark: 'DARK' }

/**
 * Runs first thing in <body> before the first paint (gatsby-ssr.tsx inlines it), so the page never
 * flashes the wrong theme. It must stay self-contained: no imports are available there. A choice
 * stored in the old site's form is written back under "theme" in this site's form, and the old
 * keys are left as they are: a stored choice is never lost. Values that do not parse are ignored.
 */
export const colourModeScript = `(function () {
  var appearances = ${JSON.stringify(APPEARANCES)};
  var appearance = ${JSON.stringify(DEFAULT_APPEARANCE)};
  try {
    var storage = window.localStorage;
    var stored = storage.getItem(${JSON.stringify(storageKeys.theme)});
    var choice = appearances.indexOf(stored) !== -1 ? stored : null;
    if (!choice) {
      try {
        var settings = JSON.parse(storage.getItem(${JSON.stringify(storageKeys.legacySiteSettings)}));
        if (settings && typeof settings.appearance === 'number') choice = appearances[settings.appearance] || null;
      } catch (error) {}
      if (!choice && stored === 'light') choice = ${JSON.stringify(LEGACY_THEMES.light)};
      if (!choice && stored === 'dark') choice = ${JSON.stringify(LEGACY_THEMES.dark)};
      if (choice) storage.setItem(${JSON.stringify(storageKeys.theme)}, choice);
    }
    if (choice) appearance = choice;
  } catch (error) {}
  var dark = appearance === 'DARK' || (appearance === 'AUTO' && window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.setAttribute('data-appearance', appearance);
})();`
