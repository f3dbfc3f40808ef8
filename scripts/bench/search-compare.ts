/**
 * `npm run bench:search -- --against DIR`: the search dialog of this build (public/) against the
 * build in DIR (another checkout's public/), measured together so that the machine's speed that
 * day counts for both. Each round times both builds one after the other, the order alternating;
 * the figures are medians per build. Also the JavaScript each build loads on the reader's first
 * intent (the dialog's code and the search client), minified as served and gzip.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { SEARCH_TIMINGS } from '../../src/components/search/local-client'
import { median, timeSearchRun, type SearchTimingRun } from './search-timing'

export interface ComparedBuild {
  readonly label: string
  /** The page the runs start on, e.g. http://127.0.0.1:9400/cotton-box/docs/learn/tutorial/setup. */
  readonly url: string
}

export interface IntentScripts {
  readonly files: ReadonlyArray<{ readonly path: string; readonly bytes: number; readonly gzipBytes: number }>
  readonly bytes: number
  readonly gzipBytes: number
}

export interface BuildComparison {
  readonly label: string
  readonly runs: ReadonlyArray<SearchTimingRun>
  readonly intent: IntentScripts
}

/** The scripts a page loads from the reader's first intent (the pointer on the search button) to the index ready. */
async function intentScripts(browser: Browser, url: string): Promise<IntentScripts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  const loaded: Array<Promise<IntentScripts['files'][number] | null>> = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js')) return
    loaded.push(
      response.body().then(
        (body) => ({ path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    )
  })
  await page.getByRole('button', { name: 'Search', exact: true }).hover()
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, SEARCH_TIMINGS.load)
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(loaded)).filter((file) => file !== null)
  await context.close()
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

export async function compareBuilds(
  browser: Browser,
  builds: readonly [ComparedBuild, ComparedBuild],
  rounds: number,
  cpuThrottling: number,
  log: (line: string) => void,
): Promise<BuildComparison[]> {
  const runs = builds.map((): SearchTimingRun[] => [])
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0]
    for (const index of order) {
      const run = await timeSearchRun(browser, builds[index].url, cpuThrottling)
      runs[index].push(run)
      log(
        `round ${round + 1} of ${rounds}, ${builds[index].label}: cold after Ctrl+K ${run.coldFirstResultsMs.toFixed(0)} ms, after intent ${run.firstResultsMs.toFixed(0)} ms`,
      )
    }
  }
  const comparisons: BuildComparison[] = []
  for (const [index, build] of builds.entries())
    comparisons.push({ label: build.label, runs: runs[index], intent: await intentScripts(browser, build.url) })
  return comparisons
}

/** The comparison as a Markdown table: each path's median per build, and the ratio of this build's to the other's. */
export function comparisonTable([ours, theirs]: readonly [BuildComparison, BuildComparison]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
  const paths: ReadonlyArray<[string, (run: SearchTimingRun) => number]> = [
    ['First key typed straight after Ctrl+K on a cold page', (run) => run.coldFirstResultsMs],
    ['First key after intent (the index open)', (run) => run.firstResultsMs],
    ['First key typed straight after "/", before the dialog is there', (run) => run.shortcutFirstResultsMs],
  ]
  return [
    `| CPU throttled, medians of ${ours.runs.length} interleaved rounds | ${theirs.label} | ${ours.label} | ratio |`,
    '|---|---:|---:|---:|',
    ...paths.map(([name, of]) => {
      const [a, b] = [median(ours.runs.map(of)), median(theirs.runs.map(of))]
      return `| ${name} | ${ms(b)} | ${ms(a)} | ${ratio(a, b)} |`
    }),
    `| JavaScript loaded on first intent, minified | ${kib(theirs.intent.bytes)} | ${kib(ours.intent.bytes)} | ${ratio(ours.intent.bytes, theirs.intent.bytes)} |`,
    `| The same, gzip | ${kib(theirs.intent.gzipBytes)} | ${kib(ours.intent.gzipBytes)} | ${ratio(ours.intent.gzipBytes, theirs.intent.gzipBytes)} |`,
  ].join('\n')
}
