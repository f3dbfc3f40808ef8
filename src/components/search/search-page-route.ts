import { siteConfig } from '../../config/site'

/** The /search page for a query: /search?q=<encoded query>. */
export function searchPageRoute(query: string): string {
  return `${siteConfig.search.pageRoute}?${new URLSearchParams({ q: query }).toString()}`
}

/** The query of a /search page location ('' when none). */
export function queryOfSearch(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, siteConfig.search.maxQueryLength)
}
