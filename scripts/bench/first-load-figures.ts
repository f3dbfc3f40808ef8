/**
 * Pure helpers of the first-load measurement (first-load.ts): which requests belong to the first
 * load, their sizes, the page's CSS, and lazy code that showed up where it must not.
 */
import { gzipSync } from 'node:zlib'
import type { ForbiddenCode } from './budgets'

/** A request the browser made, as the measurement saw it. */
export interface ObservedRequest {
  readonly url: string
  /** Playwright's resource type: document, script, stylesheet, fetch, xhr, image, other… */
  readonly resourceType: string
  /** The response status; null when the request failed. */
  readonly status: number | null
  /** When the request started, in the page's clock (ms since navigation start). */
  readonly startedAt: number
  readonly requestHeaders: Readonly<Record<string, string>>
  readonly body: Buffer | null
}

export interface Size {
  readonly bytes: number
  /** gzip level 9, done by the measurement on the uncompressed body. */
  readonly gzipBytes: number
}

export function sizeOf(body: Buffer | string): Size {
  return { bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body, { level: 9 }).length }
}

export function sumSizes(sizes: ReadonlyArray<Size>): Size {
  return sizes.reduce((sum, size) => ({ bytes: sum.bytes + size.bytes, gzipBytes: sum.gzipBytes + size.gzipBytes }), {
    bytes: 0,
    gzipBytes: 0,
  })
}

/**
 * A speculative request for a page the reader has not opened (Gatsby adds `<link rel=prefetch>`
 * for linked pages): Chromium sends `Sec-Purpose: prefetch` (older versions `Purpose`).
 */
export function isPrefetch(requestHeaders: Readonly<Record<string, string>>): boolean {
  return /prefetch/i.test(requestHeaders['sec-purpose'] ?? requestHeaders['purpose'] ?? '')
}

export interface SplitRequests {
  /** Requests that started before the `load` event, the document included (prefetches too). */
  readonly untilLoad: ReadonlyArray<ObservedRequest>
  /** Requests (not prefetches) that started before the network went quiet: the first load. */
  readonly firstLoad: ReadonlyArray<ObservedRequest>
  /** Requests (not prefetches) that started after it: what an interaction loaded. */
  readonly afterFirstLoad: ReadonlyArray<ObservedRequest>
  readonly prefetches: ReadonlyArray<ObservedRequest>
}

export function splitRequests(
  requests: ReadonlyArray<ObservedRequest>,
  times: { readonly loadAt: number; readonly quietAt: number },
): SplitRequests {
  const own = requests.filter((request) => !isPrefetch(request.requestHeaders))
  return {
    untilLoad: requests.filter((request) => request.startedAt < times.loadAt),
    firstLoad: own.filter((request) => request.startedAt < times.quietAt),
    afterFirstLoad: own.filter((request) => request.startedAt >= times.quietAt),
    prefetches: requests.filter((request) => isPrefetch(request.requestHeaders)),
  }
}

/** The text of every <style> element of an HTML document. */
export function inlineStyles(html: string): string[] {
  return Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi), (match) => match[1] ?? '')
}

/** The path of a URL without the site's prefix: "/app-1234.js". */
export function sitePath(url: string, prefix: string): string {
  const { pathname } = new URL(url)
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
}

export interface ScriptModules {
  readonly path: string
  readonly modules: ReadonlyArray<{ readonly module: string; readonly bytes: number }>
}

export interface ForbiddenHit {
  readonly name: string
  /** The module (with the script that carries it) or the request path that matched. */
  readonly found: string
}

/** Lazy code in a first load: a matching module inside a script, or a matching request. */
export function forbiddenHits(
  rules: ReadonlyArray<ForbiddenCode>,
  scripts: ReadonlyArray<ScriptModules>,
  paths: ReadonlyArray<string>,
): ForbiddenHit[] {
  return rules.flatMap((rule) => [
    ...scripts.flatMap((script) =>
      script.modules
        .filter(({ module }) => rule.modules.test(module))
        .map(({ module }) => ({ name: rule.name, found: `${module} in ${script.path}` })),
    ),
    ...paths.filter((path) => rule.urls?.test(path)).map((path) => ({ name: rule.name, found: path })),
  ])
}
