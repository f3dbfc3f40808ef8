/**
 * After the build: every page of the site gets its Content-Security-Policy, computed from the
 * page's HTML as Gatsby wrote it, in one read, one pass and one write per page. The same pass
 * trims Gatsby's chunk map, before its script is hashed, and fills in the page's block of chunks.
 * Other HTML files (the playground and diagram runner pages) carry their own policy and are left
 * alone. A page the last build saw, as Gatsby wrote it or as this step left it, gets the policy
 * worked out then, and a page that already has it is not written again.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { builtHtmlFiles } from '../built-pages'
import { keptStepResults } from '../build-code'
import { resolveSearchSettings } from '../search/settings'
import { testBuild } from '../test-build'
import { withTrimmedChunkMapping } from '../webpack/chunk-mapping'
import { readComponentTable, withComponentChunks } from '../webpack/page-chunks-block'
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
    const context = JSON.stringify([connect, runtimeStyleTexts])
    const policies = keptStepResults<string>('content-security-policy')
    const components = readComponentTable()
    let pages = 0
    let written = 0
    for (const file of builtHtmlFiles()) {
      const built = readFileSync(file, 'utf8')
      if (!isSitePage(built)) continue
      const html = withComponentChunks(withTrimmedChunkMapping(built), components)
      const policy = policies.reuse(policies.key([context, built]), () => pagePolicy(inlineSources(html), connect, runtimeStyleTexts))
      const final = withPolicyMeta(html, policy)
      // The page as this step leaves it, so that a later build that finds it so leaves it alone.
      policies.set(policies.key([context, final]), policy)
      pages++
      if (final === built) continue
      writeFileSync(file, final)
      written++
    }
    policies.save()
    reporter.info(`Content-Security-Policy: ${pages} pages, ${written} written`)
  } catch (error) {
    reporter.panicOnBuild(`Content-Security-Policy: ${(error as Error).message}`)
  }
}
