/**
 * Scores the local search against the relevance queries (search-queries.ts), for the two places
 * readers see results: the dialog, which DocSearch groups by section and then by page, at most 5
 * hits a section; and the /search page, which lists them as ranked. A query's rank is the place
 * of the first result on one of its expected pages. Pure.
 */
import { hitRoute } from '../../src/components/search/hit-route'
import { siteConfig } from '../../src/config/site'
import type { SearchHit } from '../../src/shared/search/algolia-response'
import type { LocalSearch } from '../../src/shared/search/local-search'
import type { RelevanceQuery } from './search-queries'
import { docSearchOrder } from './docsearch-order'

export type ResultPath = 'dialog' | 'page'

/** A query to score: what is typed and the pages (or `page#section`s) any of which is a hit. */
export type ScoredQuery = Pick<RelevanceQuery, 'query' | 'expected'>

export type QueryOutcome<Query extends ScoredQuery = RelevanceQuery> = Query & {
  /** 1-based place of the first expected page, or null when it is not among the results shown. */
  readonly rank: Readonly<Record<ResultPath, number | null>>
  /** The pages of the first three results, for the list of misses. */
  readonly top: Readonly<Record<ResultPath, ReadonlyArray<string>>>
}

export interface Metrics {
  readonly hitAt1: number
  readonly hitAt3: number
  readonly mrrAt5: number
}

export interface RelevanceReport<Query extends ScoredQuery = RelevanceQuery> {
  readonly outcomes: ReadonlyArray<QueryOutcome<Query>>
  readonly metrics: Readonly<Record<ResultPath, Metrics>>
}

/** The filters every search of the site sends (search-client.ts): English docs and blog. */
const facetFilters = [
  `language:${siteConfig.locale.code}`,
  [`docusaurus_tag:${siteConfig.search.docsTag}`, `docusaurus_tag:${siteConfig.search.blogTag}`],
]

/** The hits in the order the dialog shows them: by section (lvl0), at most 5 each, then by page. */
export function dialogOrder(
  hits: ReadonlyArray<SearchHit>,
  maxPerGroup = siteConfig.search.maxResultsPerGroup,
): SearchHit[] {
  return docSearchOrder(hits, maxPerGroup)
}

/** The page a hit lands on: its route without the anchor. */
export const pageOf = (hit: SearchHit): string => hitRoute(hit.url ?? '').replace(/#.*$/, '')

function outcome<Query extends ScoredQuery>(query: Query, search: LocalSearch): QueryOutcome<Query> {
  const hits = search.search({ query: query.query, hitsPerPage: siteConfig.search.hitsPerPage, facetFilters }).hits
  const shown: Record<ResultPath, SearchHit[]> = { dialog: dialogOrder(hits), page: hits }
  // An expected route with an #anchor wants that section; one without, any result on the page.
  const wanted = (hit: SearchHit) =>
    query.expected.includes(pageOf(hit)) || query.expected.includes(hitRoute(hit.url ?? ''))
  const rankIn = (list: SearchHit[]) => {
    const index = list.findIndex(wanted)
    return index === -1 ? null : index + 1
  }
  return {
    ...query,
    rank: { dialog: rankIn(shown.dialog), page: rankIn(shown.page) },
    top: { dialog: shown.dialog.slice(0, 3).map(pageOf), page: shown.page.slice(0, 3).map(pageOf) },
  }
}

export function metricsOf(outcomes: ReadonlyArray<QueryOutcome<ScoredQuery>>, path: ResultPath): Metrics {
  const ranks = outcomes.map((item) => item.rank[path])
  const share = (test: (rank: number | null) => boolean) => ranks.filter(test).length / Math.max(1, ranks.length)
  return {
    hitAt1: share((rank) => rank === 1),
    hitAt3: share((rank) => rank !== null && rank <= 3),
    mrrAt5:
      ranks.reduce<number>((sum, rank) => sum + (rank !== null && rank <= 5 ? 1 / rank : 0), 0) /
      Math.max(1, ranks.length),
  }
}

export function evaluateRelevance<Query extends ScoredQuery>(
  search: LocalSearch,
  queries: ReadonlyArray<Query>,
): RelevanceReport<Query> {
  const outcomes = queries.map((query) => outcome(query, search))
  return { outcomes, metrics: metricsOfBoth(outcomes) }
}

/** The metrics of `outcomes` in both places readers see results. */
function metricsOfBoth(outcomes: ReadonlyArray<QueryOutcome<ScoredQuery>>): Readonly<Record<ResultPath, Metrics>> {
  return { dialog: metricsOf(outcomes, 'dialog'), page: metricsOf(outcomes, 'page') }
}

/** The figures of the queries of one round of writing. */
export interface RoundFigures {
  readonly round: number
  readonly queries: number
  readonly metrics: Readonly<Record<ResultPath, Metrics>>
}

/** The figures of each round a set's queries were written in, in round order: rounds written apart differ. */
export function figuresByRound(
  outcomes: ReadonlyArray<QueryOutcome<ScoredQuery & { readonly round: number }>>,
): RoundFigures[] {
  const rounds = [...new Set(outcomes.map((outcome) => outcome.round))].sort((a, b) => a - b)
  return rounds.map((round) => {
    const ofRound = outcomes.filter((outcome) => outcome.round === round)
    return {
      round,
      queries: ofRound.length,
      metrics: metricsOfBoth(ofRound),
    }
  })
}

/** The queries whose expected page is not first in `path`, with what came first instead. */
export function misses<Query extends ScoredQuery>(
  report: RelevanceReport<Query>,
  path: ResultPath,
): Array<QueryOutcome<Query>> {
  return report.outcomes.filter((item) => item.rank[path] !== 1)
}

/** How many of the report's queries find nothing at all. */
export function findingNothing(report: RelevanceReport<ScoredQuery>): number {
  return report.outcomes.filter((item) => item.top.page.length === 0).length
}
