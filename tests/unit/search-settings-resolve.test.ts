import { describe, expect, it } from 'vitest'
import { resolveSearchSettings } from '../../src/node/search/resolve-settings'

const config = { appId: 'APP', searchApiKey: 'KEY', indexName: 'docs' }

describe('search settings', () => {
  it('uses the local backend unless the build asks for Algolia, keeping the public settings', () => {
    expect(resolveSearchSettings(config, {}, false)).toEqual({
      ok: true,
      settings: { backend: 'local', algolia: config, allowTestOverride: false },
    })
    expect(resolveSearchSettings(config, { COTTON_BOX_SEARCH_BACKEND: 'algolia' }, true)).toEqual({
      ok: true,
      settings: { backend: 'algolia', algolia: config, allowTestOverride: true },
    })
  })

  it('lets the environment override each Algolia setting', () => {
    const result = resolveSearchSettings(
      config,
      { ALGOLIA_APP_ID: 'OTHER', ALGOLIA_SEARCH_API_KEY: 'SECRET', ALGOLIA_INDEX_NAME: 'fork' },
      false,
    )
    expect(result.ok && result.settings.algolia).toEqual({ appId: 'OTHER', searchApiKey: 'SECRET', indexName: 'fork' })
  })

  it('rejects an application id without a search key, and the reverse, naming the missing setting', () => {
    const noKey = resolveSearchSettings(config, { ALGOLIA_SEARCH_API_KEY: '' }, false)
    expect(noKey.ok).toBe(false)
    expect(!noKey.ok && noKey.message).toMatch(
      /^Search client: .*search-only API key is missing.*ALGOLIA_SEARCH_API_KEY/,
    )
    const noApp = resolveSearchSettings(config, { ALGOLIA_APP_ID: '' }, false)
    expect(!noApp.ok && noApp.message).toMatch(/^Search client: .*application id is missing.*ALGOLIA_APP_ID/)
  })

  it('rejects the Algolia backend without an application, and an unknown backend', () => {
    const none = resolveSearchSettings(
      config,
      { COTTON_BOX_SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '' },
      false,
    )
    expect(!none.ok && none.message).toContain('application id and search-only API key are missing')
    expect(resolveSearchSettings({ appId: '', searchApiKey: '', indexName: '' }, {}, false).ok).toBe(true)
    const unknown = resolveSearchSettings(config, { COTTON_BOX_SEARCH_BACKEND: 'elastic' }, false)
    expect(!unknown.ok && unknown.message).toContain('must be "local" or "algolia"')
  })
})
