/**
 * During `gatsby develop` no HTML is built, so the built-site link check (built-site-links.ts)
 * never runs: the MDX sources' links are checked instead, against the pages being created and the
 * files in static/, with the same messages.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../config/site'
import { sourceLinkReport, type ContentPage } from '../content-lint'
import type { LinkReport } from './link-report'
import { contentFileOf } from '../mdx-nodes'
import type { SitePage } from '../site-pages'

export function developLinkReport(pages: ReadonlyArray<SitePage>, projectRoot: string): LinkReport {
  const routes = new Set(pages.map((page) => page.path))
  const contentPages: ContentPage[] = pages.flatMap((page) => {
    const file = contentFileOf(page.component)
    return file
      ? [
          {
            file: path.relative(projectRoot, file).replace(/\\/g, '/'),
            route: page.path,
            source: readFileSync(file, 'utf8'),
          },
        ]
      : []
  })
  return sourceLinkReport(
    contentPages,
    siteConfig.pathPrefix,
    (route) => routes.has(route) || existsSync(path.join(projectRoot, 'static', route)),
  )
}
