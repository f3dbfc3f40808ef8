import type { SearchSettings, SearchTestOverride } from '../shared/search/settings'

declare global {
  /** The build's search settings, defined by webpack (src/node/search/build.ts). */
  const __COTTON_BOX_SEARCH__: SearchSettings

  interface Window {
    /** Read only in test builds; see SearchSettings.allowTestOverride. */
    __COTTON_BOX_SEARCH_OVERRIDE__?: SearchTestOverride
  }
}
