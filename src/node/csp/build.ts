/**
 * The last step of the build: every page of the site gets its Content-Security-Policy, computed
 * from the final HTML of the pages, in one read, one pass and one write per page (Gatsby's
 * chunk map is trimmed in the same pass, before its script is hashed). Other HTML files (the
 * playground and diagram runner pages) carry their own policy and are left alone.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { builtHtmlFiles } from '../built-pages'
import { resolveSearchSettings } from '../search/settings'
import { testBuild } from '../test-build'
import { withTrimmedChunkMapping } from '../webpack/chunk-mapping'
import { hashSource, inlineSources, type InlineSources } from './inline-sources'
import { withPolicyMeta } from './meta'
import { contentSecurityPolicy, searchConnectSources } from './policy'
import { missingRuntimeStyles, runtimeStyles } from './runtime-styles'

const requireFromProject = createRequire(path.resolve('package.json'))

/** A page Gatsby rendered (not a runner page or a slice fragment). */
const isSitePage = (html: string) => html.includes('id="___gatsby"')

/**
 * A page's policy: the hashes of its own inline scripts, `<style>` elements and style attribute
 * values, and of the style elements libraries add at run time. (A style prop that React renders
 * in the browser is set through the CSSOM, which no policy restricts.)
 */
export function pagePolicy(sources: InlineSources, connect: ReadonlyArray<string>, runtimeStyleTexts: ReadonlyArray<string>): string {
  return contentSecurityPolicy({
    scriptHashes: sources.scripts.map(hashSource),
    styleHashes: [...sources.styles, ...runtimeStyleTexts, ...sources.styleAttributes].map(hashSource),
    styleAttributes: sources.styleAttributes.length > 0,
    connect,
  })
}

export function writeContentSecurityPolicy(reporter: Reporter): void {
  const search = resolveSearchSettings(siteConfig.search.algolia, process.env, testBuild.allowsSearchOverride)
  if (!search.ok) {
    reporter.panicOnBuild(search.message)
    return
  }
  const missing = missingRuntimeStyles(runtimeStyles, (module) => readFileSync(requireFromProject.resolve(module), 'utf8'))
  if (missing.length > 0) {
    const list = missing.map((style) => `- ${style.module} (${style.where}): ${style.text}`).join('\n')
    reporter.panicOnBuild(`Content-Security-Policy: these styles are no longer in their package; update src/node/csp/runtime-styles.ts:\n${list}`)
    return
  }
  try {
    const connect = searchConnectSources(search.settings)
    const runtimeStyleTexts = runtimeStyles.map((style) => style.text)
    let pages = 0
    for (const file of builtHtmlFiles()) {
      const built = readFileSync(file, 'utf8')
      if (!isSitePage(built)) continue
      const html = withTrimmedChunkMapping(built)
      writeFileSync(file, withPolicyMeta(html, pagePolicy(inlineSources(html), connect, runtimeStyleTexts)))
      pages++
    }
    reporter.info(`Content-Security-Policy: ${pages} pages`)
  } catch (error) {
    reporter.panicOnBuild(`Content-Security-Policy: ${(error as Error).message}`)
  }
}
