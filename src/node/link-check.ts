/** After the build: every internal link of every built page must lead somewhere. */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../config/site'
import { publicDir } from './built-pages'
import { checkLinks, type BuiltPage } from './links'

export function checkBuiltLinks(pages: ReadonlyArray<BuiltPage>, reporter: Reporter): void {
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
