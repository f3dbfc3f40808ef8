/**
 * The site's Content-Security-Policy, one string per page. Pure: the page's inline code (as hash
 * sources) and the build's search settings in, the policy out. Why each source is there:
 * docs/hosting-and-security.md, "Security".
 */
import type { SearchSettings } from '../../shared/search/settings'

export interface PolicySources {
  /** Hash sources of the page's inline scripts. */
  readonly scriptHashes: ReadonlyArray<string>
  /** Hash sources of the page's `<style>` elements and of `style` attribute values. */
  readonly styleHashes: ReadonlyArray<string>
  /** Whether any of `styleHashes` is for a `style` attribute, which needs 'unsafe-hashes'. */
  readonly styleAttributes: boolean
  /** Origins the page's scripts may fetch from besides its own. */
  readonly connect: ReadonlyArray<string>
}

/** The hosts algoliasearch's lite client reads from (its default hosts, write-only host left out). */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase()
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)]
}

/**
 * Where the search may fetch from: Algolia's hosts when the build uses Algolia; in a test build,
 * also any port of 127.0.0.1, where a browser test's fake Algolia server listens
 * (`window.__COTTON_BOX_SEARCH_OVERRIDE__`). The local index is a file of the site itself.
 */
export function searchConnectSources(
  settings: Pick<SearchSettings, 'backend' | 'algolia' | 'allowTestOverride'>,
): string[] {
  return [
    ...(settings.backend === 'algolia' ? algoliaHosts(settings.algolia.appId) : []),
    ...(settings.allowTestOverride ? ['http://127.0.0.1:*'] : []),
  ]
}

const unique = (sources: ReadonlyArray<string>) => [...new Set(sources)]

export function contentSecurityPolicy(sources: PolicySources): string {
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(sources.scriptHashes)]],
    ['style-src', ["'self'", ...(sources.styleAttributes ? ["'unsafe-hashes'"] : []), ...unique(sources.styleHashes)]],
    ['img-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(sources.connect)]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}
