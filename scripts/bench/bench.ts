/**
 * `npm run bench`: the performance figures of the production build in public/
 * (docs/performance.md). For each page kind: first-load JavaScript, CSS and HTML (bytes and gzip),
 * requests until `load`, what loads once the reader moves the pointer, and Lighthouse's mobile
 * scores with FCP, LCP, TBT and CLS. Writes reports/bench.json and reports/bench.md, prints the
 * table and the bundle report.
 *
 *   npm run bench                      measure the existing build
 *   npm run bench -- --build           build first (gatsby clean + gatsby build --prefix-paths)
 *   npm run bench -- --no-lighthouse   sizes only
 *   npm run bench -- --runs 3          Lighthouse runs per page, the median reported (default 5)
 *   npm run bench -- --port 9400       the port of the local server (default $BENCH_PORT or 9400)
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../tests/browser-path'
import { budgets, KIB } from './budgets'
import { bundleReport, failedAuditsReport, figuresTable, type PageFigures } from './bench-report'
import { measureFirstLoad } from './first-load'
import { medianRun, runLighthouse, withDebuggableChromium, type LighthouseResult } from './lighthouse'
import { pageKinds, pageUrl } from './page-kinds'
import { buildTime, checkoutDescription } from './measured-code'
import { serveBuild } from './serve-build'

const prefix = '/cotton-box'

/** The reader's first sign of life: what the page loads then is reported apart from the first load. */
const engage = (page: Page) => page.mouse.move(300, 300)

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '9400' },
  },
})

function build() {
  const env = { ...process.env, CI: 'true' }
  for (const args of [
    ['gatsby', 'clean'],
    ['gatsby', 'build', '--prefix-paths'],
  ]) {
    console.log(`$ npx ${args.join(' ')}`)
    if (spawnSync('npx', args, { stdio: 'inherit', env }).status !== 0) throw new Error(`npx ${args.join(' ')} failed`)
  }
}

const lighthouseRuns = Number(values.runs)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error(`--runs takes a whole number of at least 1, not "${values.runs}"`)
  process.exit(1)
}

async function main() {
  if (values.build) build()
  const served = await serveBuild(Number(values.port))
  const figures: PageFigures[] = []
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    for (const page of pageKinds) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const firstLoad = await measureFirstLoad(await context.newPage(), pageUrl(served.origin, prefix, page.route), {
        prefix,
        interact: engage,
      })
      await context.close()
      figures.push({ page, firstLoad, lighthouse: null, performanceScores: [] })
      console.log(`measured ${page.route}: ${(firstLoad.js.gzipBytes / KIB).toFixed(1)} KiB gzip of JavaScript`)
    }
    await browser.close()
    if (!values['no-lighthouse']) {
      const runsPerPage = figures.map((): LighthouseResult[] => [])
      // Round after round over every page kind rather than page after page: a passing disturbance
      // on this machine then costs each page at most a run or two, not one page all of its runs.
      for (let round = 1; round <= lighthouseRuns; round++) {
        for (const [index, entry] of figures.entries()) {
          const url = pageUrl(served.origin, prefix, entry.page.lighthouseRoute ?? entry.page.route)
          // Each run in a fresh browser, as the Lighthouse CLI does, so that runs are independent.
          runsPerPage[index].push(await withDebuggableChromium(chromiumPath(), (port) => runLighthouse(url, port)))
        }
        console.log(
          `Lighthouse round ${round} of ${lighthouseRuns}, performance: ${runsPerPage.map((runs) => runs.at(-1)!.scores.performance).join(', ')}`,
        )
      }
      for (const [index, runs] of runsPerPage.entries()) {
        figures[index] = {
          ...figures[index],
          lighthouse: medianRun(runs),
          performanceScores: runs.map((run) => run.scores.performance ?? 0),
        }
      }
    }
  } finally {
    await served.stop()
  }

  const builtAt = buildTime()
  const table = figuresTable(figures)
  const bundles = bundleReport(figures)
  const failedAudits = failedAuditsReport(figures)
  const markdown = [
    '# Performance figures',
    '',
    `Build of ${builtAt} (public/), checkout at ${checkoutDescription()}, served by scripts/serve.mjs under ${prefix}; measured ${new Date().toISOString()}.`,
    'Sizes in KiB (1024 bytes), gzip at level 9 by the measurement. JS, CSS and HTML: the first load (every request',
    'until the page has loaded and hydrated and the network is idle, without interaction, 1280×800; prefetches of',
    'other pages excluded). JS on engagement: scripts loaded once the reader moves the pointer (diagrams and',
    `playgrounds near the viewport). Lighthouse: mobile preset, the median of ${lighthouseRuns} runs per page by performance score`,
    '(the lowest and highest in brackets); the runs go round the page kinds in turn.',
    `Budgets: first-load JS ≤ ${budgets.firstLoadJsGzip / KIB} KiB gzip (⚠ marks a page over it), CSS ≤ ${budgets.cssGzip / KIB} KiB gzip.`,
    '',
    table,
    '',
    '## Lighthouse audits below full marks (accessibility, best practices, SEO)',
    '',
    failedAudits,
    '',
    '## Bundle report',
    '',
    '```text',
    bundles,
    '```',
    '',
  ].join('\n')
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/bench.json',
    `${JSON.stringify({ builtAt, measuredAt: new Date().toISOString(), budgets, pages: figures }, null, 2)}\n`,
  )
  writeFileSync('reports/bench.md', markdown)
  console.log(
    `\n${table}\n\nLighthouse audits below full marks:\n${failedAudits}\n\nBundle report:\n${bundles}\n\nWritten: reports/bench.json, reports/bench.md`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
