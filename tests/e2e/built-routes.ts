import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Pages that exist to test failure, not to be read. */
const notForReaders = new Set(['/test/crash'])

/** Every route of the build under test, read from public/ (each page is a folder with index.html). */
export function builtRoutes(publicDir = path.resolve('public')): string[] {
  return (readdirSync(publicDir, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('index.html') && !file.startsWith('page-data/') && !file.startsWith('playground/'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .filter((route) => !notForReaders.has(route))
    .sort()
}

interface PageData {
  readonly componentChunkName: string
  readonly result: { readonly pageContext?: { readonly testOnly?: boolean } }
}

function pageDataOf(route: string, publicDir: string): PageData {
  const folder = route === '/' || route === '' ? 'index' : route.slice(1)
  return JSON.parse(readFileSync(path.join(publicDir, 'page-data', folder, 'page-data.json'), 'utf8')) as PageData
}

/**
 * The template that renders `route` (its page data's component chunk, without the MDX file that
 * Gatsby appends for MDX pages): pages of one template share their markup around the content.
 */
export function pageTemplate(route: string, publicDir = path.resolve('public')): string {
  return pageDataOf(route, publicDir).componentChunkName.replace(/-content-file-path-.*$/, '')
}

/** Whether only test builds have `route`: its page context says so (src/node/test-build.ts). */
export function isTestOnly(route: string, publicDir = path.resolve('public')): boolean {
  return pageDataOf(route, publicDir).result.pageContext?.testOnly === true
}

/** The first of `routes` for each template. */
export function oneRoutePerTemplate(routes: ReadonlyArray<string>, publicDir = path.resolve('public')): Set<string> {
  const byTemplate = new Map<string, string>()
  for (const route of routes) {
    const template = pageTemplate(route, publicDir)
    if (!byTemplate.has(template)) byTemplate.set(template, route)
  }
  return new Set(byTemplate.values())
}
