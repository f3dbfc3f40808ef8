/**
 * The search settings of a build, from the site config and the environment. Pure: the environment
 * is a parameter.
 *
 * The site config holds the public Algolia settings; the environment may override each of them.
 * They are used only when the build selects the Algolia backend with
 * COTTON_BOX_SEARCH_BACKEND=algolia (the deploy does). Every other build (development, tests,
 * forks) answers from the local index and sends no request off the site.
 */
import type { AlgoliaSearchConfig } from '../../config/site'
import type { SearchBackend, SearchSettings } from '../../shared/search/settings'

export const SEARCH_ENV = {
  backend: 'COTTON_BOX_SEARCH_BACKEND',
  appId: 'ALGOLIA_APP_ID',
  searchApiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
  adminApiKey: 'ALGOLIA_ADMIN_API_KEY',
} as const

export type Environment = Readonly<Record<string, string | undefined>>

export type SettingsResult =
  | { readonly ok: true; readonly settings: Omit<SearchSettings, 'stylesheet'> }
  | { readonly ok: false; readonly message: string }

const prefix = 'Search client:'

/** The Algolia settings with environment overrides; an empty variable clears a setting. */
export function algoliaSettings(config: AlgoliaSearchConfig, env: Environment): AlgoliaSearchConfig {
  return {
    appId: (env[SEARCH_ENV.appId] ?? config.appId).trim(),
    searchApiKey: (env[SEARCH_ENV.searchApiKey] ?? config.searchApiKey).trim(),
    indexName: (env[SEARCH_ENV.indexName] ?? config.indexName).trim(),
  }
}

export function resolveSearchSettings(
  config: AlgoliaSearchConfig,
  env: Environment,
  allowTestOverride: boolean,
): SettingsResult {
  const algolia = algoliaSettings(config, env)
  const requested = env[SEARCH_ENV.backend]?.trim() || 'local'
  if (requested !== 'local' && requested !== 'algolia') {
    return { ok: false, message: `${prefix} ${SEARCH_ENV.backend} must be "local" or "algolia", got "${requested}".` }
  }
  const backend: SearchBackend = requested
  // A half-configured application is a mistake whichever backend the build uses.
  if (algolia.appId !== '' && algolia.searchApiKey === '') {
    return {
      ok: false,
      message: `${prefix} the Algolia application id is set but the search-only API key is missing. Set ${SEARCH_ENV.searchApiKey} or search.algolia.searchApiKey in src/config/site.ts.`,
    }
  }
  if (algolia.appId === '' && algolia.searchApiKey !== '') {
    return {
      ok: false,
      message: `${prefix} the Algolia search-only API key is set but the application id is missing. Set ${SEARCH_ENV.appId} or search.algolia.appId in src/config/site.ts.`,
    }
  }
  if (backend === 'algolia' && algolia.appId === '') {
    return {
      ok: false,
      message: `${prefix} ${SEARCH_ENV.backend}=algolia, but the Algolia application id and search-only API key are missing. Set ${SEARCH_ENV.appId} and ${SEARCH_ENV.searchApiKey}.`,
    }
  }
  if (backend === 'algolia' && algolia.indexName === '') {
    return {
      ok: false,
      message: `${prefix} ${SEARCH_ENV.backend}=algolia, but the index name is missing. Set ${SEARCH_ENV.indexName}.`,
    }
  }
  return { ok: true, settings: { backend, algolia, allowTestOverride } }
}
