/** The bench's readable output: the figures table (Markdown) and the bundle report. Pure. */
import { budgets, KIB } from './budgets'
import type { FirstLoad } from './first-load'
import type { LighthouseResult } from './lighthouse'
import type { PageKind } from './page-kinds'

export interface PageFigures {
  readonly page: PageKind
  readonly firstLoad: FirstLoad
  readonly lighthouse: LighthouseResult | null
  /** The performance score of every Lighthouse run, in the order they ran. */
  readonly performanceScores: ReadonlyArray<number>
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1)
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${Math.round(value)}`)
const score = (value: number | undefined) => (value === undefined ? '–' : String(value))

/** The reported score, with the lowest and highest of the runs when they differ from it. */
export function performanceCell(median: number | undefined, runs: ReadonlyArray<number>): string {
  if (median === undefined) return '–'
  const lowest = Math.min(...runs)
  const highest = Math.max(...runs)
  return runs.length > 1 && lowest !== highest ? `${median} (${lowest}–${highest})` : String(median)
}

function row(cells: ReadonlyArray<string>): string {
  return `| ${cells.join(' | ')} |`
}

/** One row per page kind; sizes in KiB (1024 bytes), gzip at level 9. */
export function figuresTable(figures: ReadonlyArray<PageFigures>): string {
  const header = [
    'Page',
    'JS',
    'JS gzip',
    'CSS gzip',
    'HTML',
    'HTML gzip',
    'Requests to load',
    'JS on engagement gzip',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
  ]
  const lines = [row(header), row(header.map((_, index) => (index === 0 ? '---' : '---:')))]
  for (const { page, firstLoad, lighthouse, performanceScores } of figures) {
    const later = firstLoad.afterFirstLoad
      .filter((file) => file.resourceType === 'script')
      .reduce((sum, file) => sum + file.gzipBytes, 0)
    const over = firstLoad.js.gzipBytes > budgets.firstLoadJsGzip ? ' ⚠' : ''
    const metrics = lighthouse?.metrics
    lines.push(
      row([
        `${page.label} \`${page.route}\``,
        kib(firstLoad.js.bytes),
        `${kib(firstLoad.js.gzipBytes)}${over}`,
        kib(firstLoad.css.gzipBytes),
        kib(firstLoad.html.bytes),
        kib(firstLoad.html.gzipBytes),
        String(firstLoad.requestsUntilLoad),
        kib(later),
        performanceCell(lighthouse?.scores.performance, performanceScores),
        score(lighthouse?.scores.accessibility),
        score(lighthouse?.scores['best-practices']),
        score(lighthouse?.scores.seo),
        ms(metrics?.fcp),
        ms(metrics?.lcp),
        ms(metrics?.tbt),
        metrics ? metrics.cls.toFixed(3) : '–',
      ]),
    )
  }
  return lines.join('\n')
}

/** Lighthouse audits that failed, per page kind: why a category is below 100. */
export function failedAuditsReport(figures: ReadonlyArray<PageFigures>): string {
  const lines: string[] = []
  for (const { page, lighthouse } of figures) {
    for (const [category, audits] of Object.entries(lighthouse?.failed ?? {})) {
      if (category === 'performance') continue
      for (const audit of audits) {
        lines.push(
          `- ${page.label}, ${category}: ${audit.id} (${audit.title}), score ${audit.score}${audit.items.length ? `: ${audit.items.join(', ')}` : ''}`,
        )
      }
    }
  }
  return lines.length ? lines.join('\n') : '- none'
}

/**
 * Per page kind, every first-load script with its size; then, for the biggest scripts, the
 * modules that make them up (from their source maps).
 */
export function bundleReport(figures: ReadonlyArray<PageFigures>, topScripts = 6, topModules = 8): string {
  const lines: string[] = []
  for (const { page, firstLoad } of figures) {
    lines.push(
      `${page.label} (${page.route}): ${kib(firstLoad.js.gzipBytes)} KiB gzip in ${firstLoad.js.files.length} scripts`,
    )
    for (const file of [...firstLoad.js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      lines.push(`  ${kib(file.gzipBytes).padStart(6)} KiB gzip  ${kib(file.bytes).padStart(6)} KiB  ${file.path}`)
    }
    const later = firstLoad.afterFirstLoad
    if (later.length)
      lines.push(`  on engagement: ${later.map((file) => `${file.path} (${kib(file.gzipBytes)} KiB gzip)`).join(', ')}`)
  }
  const scripts = new Map(
    figures.flatMap(({ firstLoad }) => firstLoad.js.files.map((file) => [file.path, file] as const)),
  )
  lines.push(
    '',
    `Top modules of the ${topScripts} biggest first-load scripts (minified bytes; gzip is about the same share):`,
  )
  for (const file of [...scripts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, topScripts)) {
    lines.push(`  ${file.path} (${kib(file.bytes)} KiB, ${kib(file.gzipBytes)} KiB gzip)`)
    for (const { module, bytes } of file.modules.slice(0, topModules))
      lines.push(`    ${kib(bytes).padStart(6)} KiB  ${module}`)
  }
  return lines.join('\n')
}
