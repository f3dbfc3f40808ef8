/**
 * The search data the benchmarks measure: the prepared index of the build in public/, without
 * the pages only test builds make (so a test build is measured as production would be), and
 * records for generated pages, to see how the index grows.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { hitRoute } from '../../src/components/search/hit-route'
import { siteConfig } from '../../src/config/site'
import { expectUpstream } from '../../src/shared/upstream-check'
import { OVERRIDES } from '../../src/node/overrides/registry'
import { pageUrl } from '../../src/shared/page-url'
import type { SearchRecord } from '../../src/shared/search/record'
import {
  createLocalSearch,
  type LocalSearch,
  type PageSummaries,
  type PageSummary,
} from '../../src/shared/search/local-search'
import { siteSynonyms } from '../../src/node/search/synonyms-file'
import { readerPagesModel, siteReaderQueries } from '../../src/node/search/reader-queries-file'
import type { ReaderPagesModel } from '../../src/shared/search/reader-pages'
import { pageSummary } from '../../src/node/search/page-summary'
import { preparedRecords, type PreparedSearchIndex } from '../../src/shared/search/prepared-index'
import { generatedPage, generatedRoute } from './generated-pages'

/** The full prepared index of the build, or another prepared file of it (siteConfig.search.titlesFile). */
export function readPreparedIndex(
  publicDir = 'public',
  name: string = siteConfig.search.indexFile,
): PreparedSearchIndex {
  const file = path.join(publicDir, name)
  if (!existsSync(file)) throw new Error(`${file} does not exist: build the site first (npm run build).`)
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedSearchIndex
}

/** Whether a route's page exists only in test builds (its page context says testOnly). */
function isTestOnly(route: string, publicDir: string): boolean {
  const file = path.join(publicDir, 'page-data', route === '/' ? 'index' : route, 'page-data.json')
  if (!existsSync(file)) return false
  const data = JSON.parse(readFileSync(file, 'utf8')) as { result?: { pageContext?: { testOnly?: boolean } } }
  expectUpstream(OVERRIDES.benchBuildFiles, typeof data.result === 'object', `${file} to hold the page's result`)
  return data.result.pageContext?.testOnly === true
}

/** The records of the build's index, as a production build has them. */
export function productionRecords(publicDir = 'public'): SearchRecord[] {
  const testOnly = new Map<string, boolean>()
  return preparedRecords(readPreparedIndex(publicDir)).filter((record) => {
    const route = hitRoute(record.url_without_anchor)
    if (!testOnly.has(route)) testOnly.set(route, isTestOnly(route, publicDir))
    return !testOnly.get(route)
  })
}

/** What the heads of the pages `records` come from say of them, read from the built pages as the build reads them. */
export function builtSummaries(records: ReadonlyArray<SearchRecord>, publicDir = 'public'): PageSummaries {
  const summaries: Record<string, PageSummary> = {}
  for (const url of new Set(records.map((record) => record.url_without_anchor))) {
    const route = hitRoute(url)
    const summary = pageSummary(readFileSync(path.join(publicDir, route, 'index.html'), 'utf8'))
    if (summary !== null) summaries[url] = summary
  }
  return summaries
}

/** The reader-pages model the build learns for `records`, from the site's readers' queries. */
export const siteReaderPages = (records: ReadonlyArray<SearchRecord>, summaries: PageSummaries): ReaderPagesModel =>
  readerPagesModel(siteReaderQueries(), records, summaries)

/** The local search the build prepares for `records`: synonyms, the pages' summaries, the reader-pages model. */
export function siteSearch(records: ReadonlyArray<SearchRecord>, summaries: PageSummaries): LocalSearch {
  return createLocalSearch(records, siteSynonyms(), summaries, siteReaderPages(records, summaries))
}

/**
 * The records the build would extract from `count` generated pages (bench:build's pages): the
 * page, its h2 and h3 headings and its paragraphs, code left out as the build leaves it out.
 */
export function generatedRecords(count: number): SearchRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const source = generatedPage(index, count)
    const [, frontmatter = '', body = ''] = source.split(/^---$/m)
    const title = /^title: (.+)$/m.exec(frontmatter)?.[1] ?? ''
    const url = pageUrl(generatedRoute(index))
    const records: SearchRecord[] = []
    let lvl2: string | null = null
    let lvl3: string | null = null
    const add = (type: SearchRecord['type'], content: string | null) => {
      const anchor = (lvl3 ?? lvl2)?.toLowerCase().replace(/[^a-z0-9]+/g, '-') ?? null
      records.push({
        objectID: `${index}-${records.length}`,
        type,
        hierarchy: { lvl0: 'Learn', lvl1: title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
        content,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        language: siteConfig.locale.code,
        docusaurus_tag: siteConfig.search.docsTag,
        weight: { pageRank: 0, level: type === 'content' ? 0 : 100, position: records.length },
      })
    }
    add('lvl1', null)
    for (const block of body
      .replace(/```[\s\S]*?```/g, '')
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (block.startsWith('### ')) {
        lvl3 = block.slice(4)
        add('lvl3', null)
      } else if (block.startsWith('## ')) {
        lvl2 = block.slice(3)
        lvl3 = null
        add('lvl2', null)
      } else {
        add('content', block.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))
      }
    }
    return records
  }).flat()
}
