import type { SearchBackend, SearchSettings, SearchTestOverride } from '../../shared/search/settings'

export interface EffectiveSearchSettings extends Pick<SearchSettings, 'algolia' | 'stylesheet'> {
  readonly backend: SearchBackend
  readonly hosts?: SearchTestOverride['hosts']
}

/** The build's settings, with a browser test's override in test builds only. */
export function searchSettings(): EffectiveSearchSettings {
  const settings = __COTTON_BOX_SEARCH__
  const override =
    settings.allowTestOverride && typeof window !== 'undefined' ? window.__COTTON_BOX_SEARCH_OVERRIDE__ : undefined
  return override ? { ...settings, backend: override.backend, hosts: override.hosts } : settings
}
