/**
 * Lighthouse (the `lighthouse` package, mobile preset: its default config) driving a system
 * Chromium through its remote debugging port. Nothing is downloaded. Shared by `npm run bench`
 * (Chromium as readers run it) and the Lighthouse test (the tests' headless shell).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'
import type { Flags } from 'lighthouse'
import { chromiumArgs } from '../../tests/browser-path'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

export interface FailedAudit {
  readonly id: string
  readonly title: string
  readonly score: number
  /** What the audit found, in a few words (items' selectors or URLs), when it says. */
  readonly items: ReadonlyArray<string>
}

export interface LighthouseResult {
  /** Category scores, 0–100. */
  readonly scores: Partial<Record<CategoryId, number>>
  /** First Contentful Paint, Largest Contentful Paint and Total Blocking Time in ms; CLS unitless. */
  readonly metrics?: { readonly fcp: number; readonly lcp: number; readonly tbt: number; readonly cls: number }
  /** Audits that count towards a category's score and did not pass, per category. */
  readonly failed: Partial<Record<CategoryId, ReadonlyArray<FailedAudit>>>
}

/** Whether any process of the group `groupId` is still running. */
function groupRunning(groupId: number): boolean {
  try {
    process.kill(-groupId, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Starts the headless Chromium at `executable` with a debugging port, hands the port to `use`,
 * then stops it.
 */
export async function withDebuggableChromium<T>(executable: string, use: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cotton-box-lighthouse-'))
  const chromium = spawn(
    executable,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...chromiumArgs, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so that stopping it stops its helper processes too.
      detached: true,
    },
  )
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()))
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its debugging port:\n${output}`)), 30_000)
      chromium.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
      chromium.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`Chromium exited with ${code}:\n${output}`))
      })
    })
    return await use(port)
  } finally {
    if (chromium.exitCode === null) process.kill(-chromium.pid!, 'SIGTERM')
    await exited
    // Its helper processes may outlive it for a moment, still writing to the profile.
    for (let wait = 0; wait < 50 && groupRunning(chromium.pid!); wait++) await sleep(100)
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
}

interface AuditDetails {
  readonly items?: ReadonlyArray<{
    readonly node?: { readonly selector?: string }
    readonly url?: string
    readonly source?: { readonly url?: string }
    readonly href?: string
    readonly text?: string
  }>
}

function itemsOf(details: unknown): string[] {
  const items = (details as AuditDetails | undefined)?.items ?? []
  return items
    .map(
      (item) =>
        item.node?.selector ?? item.url ?? item.source?.url ?? (item.href ? `"${item.text ?? ''}" → ${item.href}` : ''),
    )
    .filter(Boolean)
    .slice(0, 5)
}

/**
 * Of several runs on one page, the one with the median performance score (the lower middle of an
 * even count), so that the metrics reported go with the score reported. One run's score moves by
 * several points from run to run on a busy machine.
 */
export function medianRun(runs: ReadonlyArray<LighthouseResult>): LighthouseResult {
  if (runs.length === 0) throw new Error('No Lighthouse run to choose from')
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Settings a caller may change from the mobile preset's. */
export type LighthouseSettings = Pick<Flags, 'clearStorageTypes' | 'disableFullPageScreenshot'>

export interface LighthouseOptions {
  /** The categories to score: all four unless given. */
  readonly categories?: ReadonlyArray<CategoryId>
  readonly settings?: LighthouseSettings
}

/** Runs Lighthouse on `url` in the Chromium listening on `port`. */
export async function runLighthouse(
  url: string,
  port: number,
  { categories = categoryIds, settings = {} }: LighthouseOptions = {},
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, {
    ...settings,
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)

  const scores: Partial<Record<CategoryId, number>> = {}
  const failed: Partial<Record<CategoryId, FailedAudit[]>> = {}
  for (const id of categories) {
    const category = lhr.categories[id]
    if (!category) continue
    scores[id] = Math.round((category.score ?? 0) * 100)
    failed[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score!, items: itemsOf(audit.details) }))
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const metrics = categories.includes('performance')
    ? {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      }
    : undefined
  return { scores, metrics, failed }
}
