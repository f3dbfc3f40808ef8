/**
 * How much of the search dialog's first screen is template noise: a heading result (an API page's
 * "Returns", "Related"…) whose own heading holds none of the query's words, so that it matched
 * only through its page's title and tells the reader nothing the page result does not. Measured
 * over short queries of the kind readers type: API names, their lower case, 3- to 5-letter
 * prefixes and the member names. Pure.
 */
import { hitRoute } from '../../src/components/search/hit-route'
import { siteConfig } from '../../src/config/site'
import type { SearchRecord } from '../../src/shared/search/record'
import type { SearchHit } from '../../src/shared/search/algolia-response'
import type { LocalSearch } from '../../src/shared/search/local-search'
import { dialogOrder } from './search-relevance'

/** API page titles, their lower case and prefixes, and the member names (h3 headings of API pages). */
export function shortQueries(records: ReadonlyArray<SearchRecord>): string[] {
  const api = records.filter((record) => hitRoute(record.url_without_anchor).startsWith('/docs/api/'))
  const names = [...new Set(api.filter((record) => record.type === 'lvl1').map((record) => record.hierarchy.lvl1))]
  const members = api
    .filter((record) => record.type === 'lvl3' && /^[A-Za-z_$][\w$]*$/.test(record.hierarchy.lvl3 ?? ''))
    .map((record) => record.hierarchy.lvl3!)
  const prefixes = names.flatMap((name) =>
    [3, 4, 5].filter((length) => name.length > length).map((length) => name.slice(0, length).toLowerCase()),
  )
  return [...new Set([...names, ...names.map((name) => name.toLowerCase()), ...prefixes, ...members])]
}

/**
 * Whether a heading result says nothing of the query: its own heading has no highlighted word
 * (the engine's own account of what matched, typos and word forms included).
 */
function isTemplateOnly(hit: SearchHit): boolean {
  const level = hit.type
  if (level === undefined || level === 'content' || level === 'lvl1') return false
  return (
    hit._highlightResult.hierarchy[level]?.matchLevel === 'none' &&
    (hit._highlightResult.content?.matchLevel ?? 'none') === 'none'
  )
}

export interface TemplateNoise {
  readonly queries: number
  /** Results looked at: the first five of each query in the dialog. */
  readonly results: number
  readonly noise: ReadonlyArray<{ readonly query: string; readonly heading: string; readonly page: string }>
}

export function templateNoise(search: LocalSearch, queries: ReadonlyArray<string>): TemplateNoise {
  let results = 0
  const noise: Array<TemplateNoise['noise'][number]> = []
  for (const query of queries) {
    const first = dialogOrder(search.search({ query, hitsPerPage: siteConfig.search.hitsPerPage }).hits).slice(0, 5)
    results += first.length
    for (const hit of first.filter(isTemplateOnly)) {
      noise.push({
        query,
        heading: hit.hierarchy?.[hit.type as 'lvl2'] ?? '',
        page: hitRoute(hit.url_without_anchor ?? ''),
      })
    }
  }
  return { queries: queries.length, results, noise }
}
