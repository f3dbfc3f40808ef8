/** The HTML of every page the build wrote: read once after the build, shared by the post-build steps. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Node, NodePluginArgs } from 'gatsby'
import type { BuiltPage } from './links/link-report'
import { contentFileOf } from './mdx-nodes'
import { expectUpstream } from '../shared/upstream-check'
import { OVERRIDES } from './overrides/registry'

interface SitePageNode extends Node {
  path: string
  component: string
}

export const publicDir = path.resolve('public')

/** The built HTML file of a route. */
export function htmlFileOf(route: string, folder = publicDir): string {
  return route.endsWith('.html') ? path.join(folder, route) : path.join(folder, route, 'index.html')
}

/** A page Gatsby rendered (not a runner page or a slice fragment). */
export const isRenderedPage = (html: string) => html.includes('id="___gatsby"')

/** The file an author would edit: the MDX file of an MDX page, else the page component. */
function sourceOf(component: string): string {
  return path.relative(process.cwd(), contentFileOf(component) ?? component).replace(/\\/g, '/')
}

/** The route of every page of this build. */
export const siteRoutes = (getNodesByType: NodePluginArgs['getNodesByType']): string[] =>
  (getNodesByType('SitePage') as SitePageNode[]).map((page) => page.path)

/** Every page the build wrote; a page in `known` (its HTML by file) is not read again. */
export function readBuiltPages(
  getNodesByType: NodePluginArgs['getNodesByType'],
  known: ReadonlyMap<string, string> = new Map(),
): BuiltPage[] {
  return (getNodesByType('SitePage') as SitePageNode[]).flatMap((page) => {
    const file = htmlFileOf(page.path)
    const html = known.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : null)
    if (html === null) return []
    expectUpstream(
      OVERRIDES.renderedPages,
      isRenderedPage(html),
      `the page Gatsby wrote for ${page.path} to hold id="___gatsby"`,
    )
    return [{ route: page.path, source: sourceOf(page.component), html }]
  })
}

/** Every file in the build output. */
function builtFiles(folder = publicDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return builtFiles(file)
    return entry.isFile() ? [file] : []
  })
}

/** Every HTML file the build wrote, Gatsby's pages and the runner pages alike. */
export function builtHtmlFiles(folder = publicDir): string[] {
  return builtFiles(folder).filter((file) => file.endsWith('.html'))
}
