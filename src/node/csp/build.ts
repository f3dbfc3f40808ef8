/**
 * After the build: every page of the site gets its Content-Security-Policy, computed from the
 * page's HTML as Gatsby wrote it, in one read, one pass and one write per page. The same pass
 * trims Gatsby's chunk map, before its script is hashed, and fills in the page's block of chunks.
 * Other HTML files (the playground and diagram runner pages) carry their own policy and are left
 * alone. The hashes of a page's own inline code are kept between builds by its content, as Gatsby
 * wrote it or as this step left it, without Gatsby's scripts slice; the slice, the same on every
 * page, is hashed once. A page that already has its policy is not written again.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { siteConfig } from '../../config/site'
import { builtHtmlFiles, isRenderedPage } from '../built-pages'
import { keptStepResults } from '../build-code'
import { resolveSearchSettings } from '../search/resolve-settings'
import { testBuild } from '../test-build'
import { oncePerSlice, ownContentParts, scriptsSliceOf, withScriptsSlice } from '../scripts-slice'
import { withTrimmedChunkMapping } from '../webpack/chunk-mapping'
import { readComponentTable, withComponentChunks } from '../webpack/page-chunks-block'
import { hashSource, inlineSources, type InlineSources } from './inline-sources'
import { withPolicyMeta } from './meta'
import { contentSecurityPolicy, searchConnectSources } from './policy'
import { missingRuntimeStyles, runtimeStyles } from './runtime-styles'

const requireFromProject = createRequire(path.resolve('package.json'))

/** The hash sources of a part of a page: what the policy allows of its inline code. */
export interface HashedSources {
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
  readonly styleAttributes: ReadonlyArray<string>
}

export const hashedSources = (sources: InlineSources): HashedSources => ({
  scripts: sources.scripts.map(hashSource),
  styles: sources.styles.map(hashSource),
  styleAttributes: sources.styleAttributes.map(hashSource),
})

/**
 * A page's policy: the hashes of the inline scripts, `<style>` elements and style attribute values
 * of its parts, and of the style elements libraries add at run time. (A style prop that React
 * renders in the browser is set through the CSSOM, which no policy restricts.)
 */
export function pagePolicy(
  parts: ReadonlyArray<HashedSources>,
  connect: ReadonlyArray<string>,
  runtimeStyleHashes: ReadonlyArray<string>,
): string {
  const styleAttributes = parts.flatMap((part) => part.styleAttributes)
  return contentSecurityPolicy({
    scriptHashes: parts.flatMap((part) => part.scripts),
    styleHashes: [...parts.flatMap((part) => part.styles), ...runtimeStyleHashes, ...styleAttributes],
    styleAttributes: styleAttributes.length > 0,
    connect,
  })
}

/** Writes each page's policy; returns each page as served, by file, for the steps after it. */
export function writeContentSecurityPolicy(reporter: Reporter): ReadonlyMap<string, string> {
  const asServed = new Map<string, string>()
  const search = resolveSearchSettings(siteConfig.search.algolia, process.env, testBuild.allowsSearchOverride)
  if (!search.ok) {
    reporter.panicOnBuild(search.message)
    return asServed
  }
  const missing = missingRuntimeStyles(runtimeStyles, (module) =>
    readFileSync(requireFromProject.resolve(module), 'utf8'),
  )
  if (missing.length > 0) {
    const list = missing.map((style) => `- ${style.module} (${style.where}): ${style.text}`).join('\n')
    reporter.panicOnBuild(
      `Content-Security-Policy: these styles are no longer in their package; update src/node/csp/runtime-styles.ts:\n${list}`,
    )
    return asServed
  }
  try {
    const connect = searchConnectSources(search.settings)
    const runtimeStyleHashes = runtimeStyles.map((style) => hashSource(style.text))
    const kept = keptStepResults<HashedSources>('content-security-policy')
    const components = readComponentTable()
    // Gatsby's scripts slice is the same on every page: trimmed and hashed once.
    const servedSlice = oncePerSlice((slice) => {
      const html = withTrimmedChunkMapping(slice)
      return { html, sources: hashedSources(inlineSources(html)) }
    })
    let pages = 0
    let written = 0
    for (const file of builtHtmlFiles()) {
      const built = readFileSync(file, 'utf8')
      if (!isRenderedPage(built)) continue
      const slice = scriptsSliceOf(built, file)
      const served = servedSlice(slice)
      const key = kept.key(ownContentParts(built))
      const ownSources = kept.reuse(key, () => hashedSources(inlineSources(withScriptsSlice(built, ''))))
      const withSlice = slice === served.html ? built : withScriptsSlice(built, served.html)
      const html = withComponentChunks(withSlice, components)
      const final = withPolicyMeta(html, pagePolicy([ownSources, served.sources], connect, runtimeStyleHashes))
      // A page Gatsby rendered anew gets its block of chunks here: its sources are kept by the page
      // as this step leaves it too, so that a later build that finds it so need not scan it.
      if (html !== withSlice) kept.set(kept.key(ownContentParts(final)), ownSources)
      pages++
      asServed.set(file, final)
      if (final === built) continue
      writeFileSync(file, final)
      written++
    }
    kept.save()
    reporter.info(`Content-Security-Policy: ${pages} pages, ${written} written`)
  } catch (error) {
    reporter.panicOnBuild(`Content-Security-Policy: ${(error as Error).message}`)
  }
  return asServed
}
