/** The HTML of every page the build wrote: read once after the build, shared by the post-build steps. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Node, NodePluginArgs } from 'gatsby'
import type { BuiltPage } from './links'
import { contentFileOf } from './mdx-nodes'

interface SitePageNode extends Node {
  path: string
  component: string
}

export const publicDir = path.resolve('public')

/** The built HTML file of a route. */
export function htmlFileOf(route: string): string {
  return route.endsWith('.html') ? path.join(publicDir, route) : path.join(publicDir, route, 'index.html')
}

/** The file an author would edit: the MDX file of an MDX page, else the page component. */
function sourceOf(component: string): string {
  return path.relative(process.cwd(), contentFileOf(component) ?? component).replace(/\\/g, '/')
}

export function readBuiltPages(getNodesByType: NodePluginArgs['getNodesByType']): BuiltPage[] {
  return (getNodesByType('SitePage') as SitePageNode[])
    .filter((page) => existsSync(htmlFileOf(page.path)))
    .map((page) => ({ route: page.path, source: sourceOf(page.component), html: readFileSync(htmlFileOf(page.path), 'utf8') }))
}

/** Every file in the build output. */
export function builtFiles(folder = publicDir): string[] {
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
