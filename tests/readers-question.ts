/**
 * A question from the authors' readers' queries that the built index answers with its page first
 * only through the reader-pages model it carries: word matching alone puts another page first.
 * The browser tests type it, so they fail if the browser's index loses the model.
 */
import { readPreparedIndex } from '../scripts/bench/search-index-data'
import { pageOf } from '../scripts/bench/search-relevance'
import { searchFacetFilters } from '../src/components/search/search-parameters'
import { siteConfig } from '../src/config/site'
import { siteReaderQueries } from '../src/node/search/reader-queries-file'
import type { LocalSearch } from '../src/shared/search/local-search'
import { openPreparedIndex } from '../src/shared/search/prepared-index'

export function readersQuestion(publicDir = 'public'): { route: string; query: string } {
  const prepared = readPreparedIndex(publicDir)
  const withModel = openPreparedIndex(prepared)
  const wordsOnly = openPreparedIndex({ ...prepared, readerPages: undefined })
  const firstPage = (local: LocalSearch, query: string) => {
    const [first] = local.search({ query, facetFilters: searchFacetFilters() }).hits
    return first ? pageOf(first) : null
  }
  const question = Object.entries(siteReaderQueries())
    .flatMap(([route, queries]) => queries.map((query) => ({ route, query })))
    .find(
      ({ route, query }) =>
        query.length <= siteConfig.search.maxQueryLength &&
        firstPage(withModel, query) === route &&
        firstPage(wordsOnly, query) !== route,
    )
  if (!question) throw new Error("No readers' query is answered only through the reader-pages model")
  return question
}
