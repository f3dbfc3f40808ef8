/**
 * `npm run bench:search`: how well and how fast the local search answers (docs/search.md,
 * "Measured"). Relevance: hit@1, hit@3 and MRR@5 of the queries in search-queries.ts (tuned on),
 * and of those in untuned-queries.ts (never tuned on: their figures only, never their
 * rankings), each with how many queries find nothing, for the dialog (results grouped by section
 * and page) and for the /search page (as ranked), with every tuned query whose page is not first.
 * Speed: in Chromium with the CPU throttled 4×, the first results after the first key press
 * (after intent; typed as soon as the box has the focus after Ctrl+K on a cold page; typed ahead
 * after "/"), each later key press's search, and loading the index; the median of several runs.
 * Scale: the prepared index's size and the time to prepare, open and search it with N generated
 * pages added. Writes
 * reports/bench-search.json and reports/bench-search.md.
 *
 *   npm run bench:search                    measure the build in public/
 *   npm run bench:search -- --runs 7        browser runs (default 5)
 *   npm run bench:search -- --no-browser    relevance and scale only
 *   npm run bench:search -- --pages 1000    also the index with 1000 generated pages
 *   npm run bench:search -- --against DIR   also this build's dialog against the build in DIR,
 *                                           in interleaved rounds (search-compare.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../tests/browser-path'
import type { SearchRecord } from '../../src/shared/search/record'
import type { PageSummaries } from '../../src/shared/search/local-search'
import { openPreparedIndex, prepareSearchIndex, type PreparedSearchIndex } from '../../src/shared/search/prepared-index'
import { builtSummaries, generatedRecords, productionRecords, siteReaderPages, siteSearch } from './search-index-data'
import { relevanceQueries } from './search-queries'
import { siteSynonyms } from '../../src/node/search/synonyms-file'
import { untunedQueries } from './untuned-queries'
import { generatedQueries } from './generated-queries'
import { docsPageFacts } from './page-facts'
import {
  evaluateRelevance,
  figuresByRound,
  misses,
  findingNothing,
  type Metrics,
  type RelevanceReport,
  type ResultPath,
  type RoundFigures,
  type ScoredQuery,
} from './search-relevance'
import { shortQueries, templateNoise } from './template-noise'
import { median, timeSearchRun, type SearchTimingRun } from './search-timing'
import { buildTime, checkoutDescription } from './measured-code'
import { serveBuild } from './serve-build'
import { compareBuilds, comparisonTable, type BuildComparison } from './search-compare'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-browser': { type: 'boolean', default: false },
    pages: { type: 'string', default: '0' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '9400' },
    throttle: { type: 'string', default: '4' },
    against: { type: 'string' },
  },
})

const runs = Number(values.runs)
const extraPages = Number(values.pages)
const cpuThrottling = Number(values.throttle)

const percent = (share: number) => `${(share * 100).toFixed(1)} %`

function metricsTable(report: RelevanceReport<ScoredQuery>): string {
  const row = (path: ResultPath, label: string) => {
    const metrics: Metrics = report.metrics[path]
    return `| ${label} | ${percent(metrics.hitAt1)} | ${percent(metrics.hitAt3)} | ${metrics.mrrAt5.toFixed(3)} |`
  }
  return [
    '| Where | hit@1 | hit@3 | MRR@5 |',
    '|---|---:|---:|---:|',
    row('dialog', 'Dialog'),
    row('page', '/search'),
  ].join('\n')
}

function roundsTable(rounds: ReadonlyArray<RoundFigures>): string {
  return [
    '| Round | Queries | Dialog hit@1 | Dialog hit@3 | /search hit@1 | /search hit@3 |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rounds.map(
      ({ round, queries, metrics: { dialog, page } }) =>
        `| ${round} | ${queries} | ${percent(dialog.hitAt1)} | ${percent(dialog.hitAt3)} | ${percent(page.hitAt1)} | ${percent(page.hitAt3)} |`,
    ),
  ].join('\n')
}

function missesList(report: RelevanceReport<ScoredQuery & { readonly kind: string }>): string {
  const lines = (['dialog', 'page'] as const).flatMap((path) =>
    misses(report, path).map(
      (miss) =>
        `- ${path === 'dialog' ? 'dialog' : '/search'}: "${miss.query}" (${miss.kind}) at ${miss.rank[path] ?? 'none'}; first: ${miss.top[path].join(', ') || 'nothing'}; wanted ${miss.expected.join(' or ')}`,
    ),
  )
  return lines.length > 0 ? lines.join('\n') : '- none'
}

/** The prepared index of `records`: its size, and the time to prepare, open and search it (Node, one run each). */
function scale(records: ReadonlyArray<SearchRecord>, summaries: PageSummaries) {
  let started = performance.now()
  const prepared = prepareSearchIndex(records, siteSynonyms(), summaries, siteReaderPages(records, summaries))
  const prepareMs = performance.now() - started
  const json = JSON.stringify(prepared)
  started = performance.now()
  const local = openPreparedIndex(JSON.parse(json) as PreparedSearchIndex)
  const openMs = performance.now() - started
  const searchMs = relevanceQueries.map(({ query }) => {
    const start = performance.now()
    local.search({ query })
    return performance.now() - start
  })
  return {
    records: records.length,
    pages: new Set(records.map((record) => record.url_without_anchor)).size,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, { level: 9 }).length,
    prepareMs,
    openMs,
    searchMedianMs: median(searchMs),
    searchMaxMs: Math.max(...searchMs),
  }
}

async function browserTimings(): Promise<SearchTimingRun[]> {
  const served = await serveBuild(Number(values.port))
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    const results: SearchTimingRun[] = []
    for (let run = 1; run <= runs; run++) {
      results.push(await timeSearchRun(browser, `${served.origin}/cotton-box/docs/learn/tutorial/setup`, cpuThrottling))
      const last = results.at(-1)!
      console.log(
        `browser run ${run} of ${runs}: first results ${last.firstResultsMs.toFixed(0)} ms, cold after Ctrl+K ${last.coldFirstResultsMs.toFixed(0)} ms, typed ahead after "/" ${last.shortcutFirstResultsMs.toFixed(0)} ms`,
      )
    }
    await browser.close()
    return results
  } finally {
    await served.stop()
  }
}

/** This build's dialog against the build in `dir`, in interleaved rounds. */
async function comparison(dir: string): Promise<readonly [BuildComparison, BuildComparison]> {
  const port = Number(values.port)
  const [ours, theirs] = [await serveBuild(port + 1), await serveBuild(port + 2, dir)]
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    const page = '/cotton-box/docs/learn/tutorial/setup'
    const [measuredOurs, measuredTheirs] = await compareBuilds(
      browser,
      [
        { label: `this build (${checkoutDescription()})`, url: `${ours.origin}${page}` },
        { label: dir, url: `${theirs.origin}${page}` },
      ],
      runs,
      cpuThrottling,
      console.log,
    )
    await browser.close()
    return [measuredOurs, measuredTheirs]
  } finally {
    await Promise.all([ours.stop(), theirs.stop()])
  }
}

async function main() {
  const records = productionRecords()
  const summaries = builtSummaries(records)
  const search = siteSearch(records, summaries)
  const report = evaluateRelevance(search, relevanceQueries)
  const untunedReport = evaluateRelevance(search, untunedQueries)
  const untunedRounds = figuresByRound(untunedReport.outcomes)
  const generated = generatedQueries(records, docsPageFacts())
  const generatedReport = evaluateRelevance(search, generated)
  const noise = templateNoise(search, shortQueries(records))
  const sizes = [
    scale(records, summaries),
    ...(extraPages > 0 ? [scale([...records, ...generatedRecords(extraPages)], summaries)] : []),
  ]
  const timings = values['no-browser'] ? [] : await browserTimings()
  const compared = values.against && !values['no-browser'] ? await comparison(values.against) : null
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const timingTable =
    timings.length === 0
      ? 'Not measured (--no-browser).'
      : [
          `| Median of ${timings.length} runs, CPU ${cpuThrottling}× slower | Time |`,
          '|---|---:|',
          `| First key press to first results (after intent) | ${ms(median(timings.map((run) => run.firstResultsMs)))} |`,
          `| First key press to first results, typed as soon as the search box has the focus after Ctrl+K on a cold page | ${ms(median(timings.map((run) => run.coldFirstResultsMs)))} |`,
          `| First key press to first results, typed straight after "/" on a cold page, before the dialog is there | ${ms(median(timings.map((run) => run.shortcutFirstResultsMs)))} |`,
          `| The first key press's search (one letter), within the above | ${ms(median(timings.map((run) => run.firstSearchMs)))} |`,
          `| A later key press's search (median / slowest of all runs) | ${ms(median(timings.flatMap((run) => run.keystrokeSearchMs)))} / ${ms(Math.max(...timings.flatMap((run) => run.keystrokeSearchMs)))} |`,
          `| Index: request to ready | ${ms(median(timings.map((run) => run.indexLoadMs)))} |`,
          `| Index: opening it once fetched | ${ms(median(timings.map((run) => run.indexOpenMs)))} |`,
        ].join('\n')
  const scaleTable = [
    '| Pages | Records | Index | gzip | Prepare (build) | Open (Node) | Search median / slowest (Node) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...sizes.map(
      (size) =>
        `| ${size.pages} | ${size.records} | ${(size.bytes / 1024).toFixed(0)} KiB | ${(size.gzipBytes / 1024).toFixed(0)} KiB | ${ms(size.prepareMs)} | ${ms(size.openMs)} | ${ms(size.searchMedianMs)} / ${ms(size.searchMaxMs)} |`,
    ),
  ].join('\n')
  const markdown = [
    '# Search figures',
    '',
    `Measured ${new Date().toISOString()} on the build in public/ of ${buildTime()} (test-only pages left out), checkout at ${checkoutDescription()}.`,
    '',
    `## Relevance: ${relevanceQueries.length} queries (scripts/bench/search-queries.ts)`,
    '',
    metricsTable(report),
    '',
    `Queries that find nothing: ${findingNothing(report)}.`,
    '',
    'Queries whose page is not first:',
    '',
    missesList(report),
    '',
    `## Relevance: ${untunedQueries.length} queries never tuned on (scripts/bench/untuned-queries.ts)`,
    '',
    'Written blind (titles and descriptions only): what readers can expect from questions nobody tuned the search for. Their rankings are not shown: a query looked at is a query tuned on.',
    '',
    metricsTable(untunedReport),
    '',
    `Queries that find nothing: ${findingNothing(untunedReport)}.`,
    '',
    'By the round they were written in (each by another helper, in its own words):',
    '',
    roundsTable(untunedRounds),
    '',
    `## Relevance: ${generated.length} queries generated from the content (scripts/bench/generated-queries.ts)`,
    '',
    metricsTable(generatedReport),
    '',
    'Queries whose page is not first:',
    '',
    missesList(generatedReport),
    '',
    '## Template noise in the dialog',
    '',
    `Of the first five results of ${noise.queries} short queries (API names, their lower case, 3- to 5-letter prefixes, member names), ${noise.noise.length} of ${noise.results} are a heading that matched only through its page's title.`,
    '',
    '## Speed in the browser',
    '',
    timingTable,
    '',
    ...(compared ? [`## Against ${values.against}`, '', comparisonTable(compared), ''] : []),
    '## Size',
    '',
    scaleTable,
    '',
  ].join('\n')
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/bench-search.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), metrics: report.metrics, outcomes: report.outcomes, untuned: { metrics: untunedReport.metrics, findingNothing: findingNothing(untunedReport), rounds: untunedRounds }, generated: generatedReport, templateNoise: noise, timings, compared, sizes }, null, 2)}\n`,
  )
  writeFileSync('reports/bench-search.md', markdown)
  console.log(`\n${markdown}\nWritten: reports/bench-search.json, reports/bench-search.md`)
}

if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(extraPages) || extraPages < 0) {
  console.error('--runs takes a whole number of at least 1, --pages a whole number of at least 0')
  process.exit(1)
}
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
