/**
 * Reads the queries readers type for each page (content/search-reader-queries.yml) and learns the
 * reader-pages model from them (src/shared/search/reader-pages.ts). A malformed file, or a route
 * that no indexed page has (queries that could never lead anywhere), fails naming the file.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { pageUrl } from '../../shared/page-url'
import type { SearchRecord } from '../../shared/search/record'
import type { PageSummaries } from '../../shared/search/local-search'
import { learnReaderPages, type ReaderPagesModel } from '../../shared/search/reader-pages'

export const READER_QUERIES_FILE = 'content/search-reader-queries.yml'

/** Readers' queries by the route of the page that answers them. */
export type ReaderQueries = Readonly<Record<string, ReadonlyArray<string>>>

/** The queries `source` holds; throws naming `file` and the entry unless it maps routes to lists of queries. */
export function parseReaderQueries(source: string, file = READER_QUERIES_FILE): ReaderQueries {
  const data = parseYaml(source) as unknown
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what} (see the comment at the top of the file)`)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('it is not a map of routes')
  for (const [route, queries] of Object.entries(data)) {
    if (!route.startsWith('/')) fail(`${route} is not a route (one starts with /)`)
    if (
      !Array.isArray(queries) ||
      queries.length === 0 ||
      !queries.every((query) => typeof query === 'string' && query.trim() !== '')
    )
      fail(`${route} does not map to a list of queries`)
  }
  return data as ReaderQueries
}

/** The site's readers' queries, from the file in `projectRoot`. */
export function siteReaderQueries(projectRoot = process.cwd()): ReaderQueries {
  return parseReaderQueries(readFileSync(path.join(projectRoot, READER_QUERIES_FILE), 'utf8'))
}

/**
 * The model of the indexed pages: each learns from its readers' queries, its title, description
 * and headings. Throws naming the file when a route of `queries` is no indexed page (`addressOf`
 * gives a route's address, as the records hold it).
 */
export function readerPagesModel(
  queries: ReaderQueries,
  records: ReadonlyArray<SearchRecord>,
  summaries: PageSummaries,
  addressOf: (route: string) => string = pageUrl,
): ReaderPagesModel {
  const texts = new Map<string, string[]>()
  for (const record of records) {
    const page = record.url_without_anchor
    if (!texts.has(page)) texts.set(page, [record.hierarchy.lvl1, summaries[page]?.description ?? ''])
    // Sections and their subsections, each once: deeper headings name parameters and examples.
    const heading = record.type === 'lvl2' || record.type === 'lvl3' ? record.hierarchy[record.type] : null
    if (heading && !texts.get(page)!.includes(heading)) texts.get(page)!.push(heading)
  }
  const unknown = Object.keys(queries).filter((route) => !texts.has(addressOf(route)))
  if (unknown.length > 0) throw new Error(`${READER_QUERIES_FILE}: no indexed page has the route ${unknown.join(', ')}`)
  for (const [route, pageQueries] of Object.entries(queries)) texts.get(addressOf(route))!.push(...pageQueries)
  return learnReaderPages([...texts].map(([page, pageTexts]) => ({ page, texts: pageTexts })))
}
