import { siteConfig } from '../../config/site'

/** Where a reader reports a query that should have found something: a new issue, titled with the query. */
export function missingResultsUrl({ query }: { readonly query: string }): string {
  const title = `Search: no results for "${query}"`
  return `${siteConfig.repositoryUrl}/issues/new?${new URLSearchParams({ title }).toString()}`
}
