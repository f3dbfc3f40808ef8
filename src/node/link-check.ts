/** After the build: every internal link of every built page must lead somewhere. */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { BuildArgs, Node } from 'gatsby'
import { siteConfig } from '../config/site'
import { checkLinks, type BuiltPage } from './links'

interface SitePageNode extends Node {
  path: string
  component: string
}

const publicDir = path.resolve('public')

/** The built HTML file of a route. */
function htmlFileOf(route: string): string {
  return route.endsWith('.html') ? path.join(publicDir, route) : path.join(publicDir, route, 'index.html')
}

/** The file an author would edit: the MDX file of an MDX page, else the page component. */
function sourceOf(component: string): string {
  const [componentPath = component, query = ''] = component.split('?')
  const contentFile = new URLSearchParams(query).get('__contentFilePath')
  return path.relative(process.cwd(), contentFile ?? componentPath).replace(/\\/g, '/')
}

export function checkBuiltLinks({ getNodesByType, reporter }: BuildArgs): void {
  const pages: BuiltPage[] = (getNodesByType('SitePage') as SitePageNode[])
    .filter((page) => existsSync(htmlFileOf(page.path)))
    .map((page) => ({ route: page.path, source: sourceOf(page.component), html: readFileSync(htmlFileOf(page.path), 'utf8') }))

  const { errors, warnings } = checkLinks(pages, {
    pathPrefix: siteConfig.pathPrefix,
    fileExists: (route) => {
      const file = path.join(publicDir, route)
      return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()
    },
  })
  for (const warning of warnings) reporter.warn(`Broken anchor: ${warning}`)
  if (errors.length > 0) {
    reporter.panicOnBuild(`Broken links (${errors.length}):\n${errors.map((error) => `- ${error}`).join('\n')}`)
  } else {
    reporter.info(`Link check: ${pages.length} pages, no broken links`)
  }
}
