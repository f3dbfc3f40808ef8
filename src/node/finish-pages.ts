/**
 * After the build, each page Gatsby rendered is finished in one read, one pass and one write:
 *
 * - its HTML: Gatsby's chunk map in the scripts slice is trimmed (webpack/chunk-mapping.ts) and
 *   the page's block of chunks filled in (webpack/page-chunks-block.ts);
 * - then its Content-Security-Policy (csp/), from the hashes of the finished page's inline code.
 *
 * The hashes of a page's own inline code are kept between builds by its content, as Gatsby wrote
 * it or as this step left it, without the scripts slice; the slice, the same on every page, is
 * finished and hashed once. A page that is already finished is not written again. Other HTML files
 * (the playground and diagram frames) carry their own policy and are left alone.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { Reporter } from 'gatsby'
import { builtHtmlFiles, isRenderedPage } from './built-pages'
import { keptStepResults } from './build-code'
import { inlineSources } from './csp/inline-sources'
import { withPolicyMeta } from './csp/meta'
import { hashedSources, pagePolicy, sharedPolicyInputs, type HashedSources } from './csp/page-policy'
import { oncePerSlice, ownContentParts, scriptsSliceOf, withScriptsSlice } from './scripts-slice'
import { withTrimmedChunkMapping } from './webpack/chunk-mapping'
import { expectCompilationHash } from './webpack/page-chunks'
import { readComponentTable, withComponentChunks } from './webpack/page-chunks-block'

/** Every page as served, by its file: the post-build steps after this one read pages from here. */
export type ServedPages = ReadonlyMap<string, string>

/** Finishes every page Gatsby rendered; returns every page as served. */
export function finishPages(reporter: Reporter): ServedPages {
  const served = new Map<string, string>()
  const shared = sharedPolicyInputs(reporter)
  if (!shared) return served
  try {
    const kept = keptStepResults<HashedSources>('content-security-policy')
    const components = readComponentTable()
    const servedSliceOf = oncePerSlice((slice) => {
      expectCompilationHash(slice)
      const html = withTrimmedChunkMapping(slice)
      return { html, sources: hashedSources(inlineSources(html)) }
    })
    let pages = 0
    let written = 0
    for (const file of builtHtmlFiles()) {
      const built = readFileSync(file, 'utf8')
      if (!isRenderedPage(built)) continue
      const slice = scriptsSliceOf(built, file)
      const servedSlice = servedSliceOf(slice)
      const ownSources = kept.reuse(kept.key(ownContentParts(built)), () =>
        hashedSources(inlineSources(withScriptsSlice(built, ''))),
      )
      // The HTML finished: the slice as served, then the block of chunks.
      const withSlice = slice === servedSlice.html ? built : withScriptsSlice(built, servedSlice.html)
      const html = withComponentChunks(withSlice, components, file)
      const policy = pagePolicy([ownSources, servedSlice.sources], shared.connect, shared.runtimeStyleHashes)
      const final = withPolicyMeta(html, policy)
      // A page Gatsby rendered anew gets its block of chunks here: its sources are kept by the page
      // as this step leaves it too, so that a later build that finds it so need not scan it.
      if (html !== withSlice) kept.set(kept.key(ownContentParts(final)), ownSources)
      pages++
      served.set(file, final)
      if (final === built) continue
      writeFileSync(file, final)
      written++
    }
    kept.save()
    reporter.info(`Finished pages: ${pages} pages, ${written} written`)
  } catch (error) {
    reporter.panicOnBuild(`Finishing pages: ${(error as Error).message}`)
  }
  return served
}
