/**
 * Which search backend a build uses, and with which Algolia settings. Resolved at build time
 * (src/node/search/resolve-settings.ts) and handed to the browser code as one constant.
 */
import type { AlgoliaSearchConfig } from '../../config/site'

export type SearchBackend = 'local' | 'algolia'

export interface SearchSettings {
  readonly backend: SearchBackend
  /** The public search-only settings, environment overrides applied. */
  readonly algolia: AlgoliaSearchConfig
  /**
   * Test builds only (src/node/test-build.ts): a browser test may switch the backend and point
   * the Algolia client at its own server through `window.__COTTON_BOX_SEARCH_OVERRIDE__`, so one
   * build serves the tests of both backends.
   */
  readonly allowTestOverride: boolean
  /** The dialog stylesheet (DocSearch's and the site's additions) in the build output, loaded with the dialog. */
  readonly stylesheet: string
}

/** What a test build lets a browser test change at run time. */
export interface SearchTestOverride {
  readonly backend: SearchBackend
  /** Hosts for the Algolia client, e.g. [{ url: '127.0.0.1:4010', protocol: 'http' }]. */
  readonly hosts?: ReadonlyArray<{ readonly url: string; readonly protocol: 'http' | 'https' }>
}
