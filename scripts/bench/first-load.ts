/**
 * Measures a page's first load in a real browser, without interaction: every request from
 * navigation until the page has loaded, React has hydrated and the network has gone quiet.
 * Prefetches of other pages are left out. What an `interact` step loads afterwards is reported
 * apart. Shared by `npm run bench` and the budget test.
 */
import type { Page, Request } from '@playwright/test'
import { forbiddenInFirstLoad } from './budgets'
import {
  forbiddenHits,
  inlineStyles,
  isPrefetch,
  sitePath,
  sizeOf,
  splitRequests,
  sumSizes,
  type ForbiddenHit,
  type ObservedRequest,
  type ScriptModules,
  type Size,
} from './first-load-figures'
import { bytesPerModule, type SourceMap } from './source-map-sizes'

export interface MeasuredFile extends Size {
  readonly path: string
  readonly resourceType: string
}

export interface ScriptFile extends MeasuredFile {
  /** Bytes per source module (from the script's source map), largest first; empty without a map. */
  readonly modules: ScriptModules['modules']
}

export interface FirstLoad {
  readonly url: string
  /** The document's HTTP status. */
  readonly status: number
  readonly html: Size
  /** The CSS of the first load: inline <style> elements and stylesheets, together. */
  readonly css: Size & { readonly inlineBytes: number }
  readonly js: Size & { readonly files: ReadonlyArray<ScriptFile> }
  /** Requests that started before the `load` event, the document included. */
  readonly requestsUntilLoad: number
  /** Requests (not prefetches) after the first load: what `interact` loaded. */
  readonly afterFirstLoad: ReadonlyArray<ScriptFile>
  readonly prefetches: number
  /** First-load scripts without a source map, whose modules cannot be checked. */
  readonly unmappedScripts: ReadonlyArray<string>
  /** Lazy code found in the first load (should be empty). */
  readonly forbidden: ReadonlyArray<ForbiddenHit>
  /** Lazy code found after the first load (what the rules recognise of the deferred requests). */
  readonly forbiddenAfterFirstLoad: ReadonlyArray<ForbiddenHit>
}

export interface MeasureOptions {
  /** The path prefix the server serves the build under. */
  readonly prefix: string
  /** Runs after the first load (and the quiet after it); what it loads counts as after the first load. */
  readonly interact?: (page: Page) => Promise<void>
  /** How long the network must stay quiet to count as idle. */
  readonly quietMs?: number
}

/** Waits until no request has been in flight for `quietMs`, or fails after `timeoutMs`. */
async function networkQuiet(inFlight: () => number, quietMs: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`The network did not go quiet within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (inFlight() > 0) quietSince = Date.now()
  }
}

async function scriptModules(url: string, body: Buffer): Promise<ScriptModules['modules']> {
  const response = await fetch(`${url}.map`)
  if (!response.ok) return []
  return bytesPerModule(body.toString('utf8'), (await response.json()) as SourceMap)
}

async function scriptFiles(requests: ReadonlyArray<ObservedRequest>, prefix: string): Promise<ScriptFile[]> {
  const seen = new Set<string>()
  const files: ScriptFile[] = []
  for (const request of requests) {
    if (request.body === null || seen.has(request.url)) continue
    seen.add(request.url)
    const path = sitePath(request.url, prefix)
    const modules = request.resourceType === 'script' ? await scriptModules(request.url, request.body) : []
    files.push({ path, resourceType: request.resourceType, ...sizeOf(request.body), modules })
  }
  return files
}

/** Loads `url` in `page` (a fresh context, so nothing is cached) and measures its first load. */
export async function measureFirstLoad(page: Page, url: string, options: MeasureOptions): Promise<FirstLoad> {
  const { prefix, interact, quietMs = 1000 } = options
  const inFlight = new Set<Request>()
  const observed: Array<Promise<ObservedRequest>> = []
  const settle = (request: Request, failed: boolean) => {
    inFlight.delete(request)
    observed.push(
      (async () => {
        // A request of a frame that is gone (a playground's runner iframe is replaced on every
        // run) can no longer answer: fall back to what Playwright saw when it started.
        const headers = await request.allHeaders().catch(() => request.headers())
        const response = failed ? null : await request.response().catch(() => null)
        const body = response && !isPrefetch(headers) ? await response.body().catch(() => null) : null
        return {
          url: request.url(),
          resourceType: request.resourceType(),
          status: response?.status() ?? null,
          startedAt: request.timing().startTime,
          requestHeaders: headers,
          body,
        }
      })(),
    )
  }
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => settle(request, false))
  page.on('requestfailed', (request) => settle(request, true))

  const response = await page.goto(url, { waitUntil: 'load' })
  if (!response) throw new Error(`No response for ${url}`)
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  await networkQuiet(() => inFlight.size, quietMs)
  const quietAt = Date.now()
  if (interact) {
    await interact(page)
    await networkQuiet(() => inFlight.size, quietMs)
  }

  // Request start times are wall-clock milliseconds; the page's timings count from its time origin.
  const loadAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return performance.timeOrigin + (navigation?.loadEventStart ?? 0)
  })
  const requests = await Promise.all(observed)
  const split = splitRequests(requests, { loadAt, quietAt })

  const document = split.firstLoad.find(
    (request) => request.url === response.url() && request.resourceType === 'document',
  )
  if (!document?.body) throw new Error(`The document of ${url} was not captured`)
  const firstLoadFiles = await scriptFiles(split.firstLoad, prefix)
  const scripts = firstLoadFiles.filter((file) => file.resourceType === 'script')
  const stylesheets = split.firstLoad.filter((request) => request.resourceType === 'stylesheet' && request.body)
  const inlineCss = inlineStyles(document.body.toString('utf8')).join('\n')
  const css = [inlineCss, ...stylesheets.map((request) => request.body!.toString('utf8'))].join('\n')
  const afterFirstLoad = await scriptFiles(split.afterFirstLoad, prefix)

  return {
    url,
    status: response.status(),
    html: sizeOf(document.body),
    css: { ...sizeOf(css), inlineBytes: Buffer.byteLength(inlineCss) },
    js: { ...sumSizes(scripts), files: scripts },
    requestsUntilLoad: split.untilLoad.length,
    afterFirstLoad,
    prefetches: split.prefetches.length,
    unmappedScripts: scripts.filter((script) => script.modules.length === 0).map((script) => script.path),
    forbidden: forbiddenHits(
      forbiddenInFirstLoad,
      scripts,
      split.firstLoad.map((request) => sitePath(request.url, prefix)),
    ),
    forbiddenAfterFirstLoad: forbiddenHits(
      forbiddenInFirstLoad,
      afterFirstLoad.filter((file) => file.resourceType === 'script'),
      split.afterFirstLoad.map((request) => sitePath(request.url, prefix)),
    ),
  }
}
