/**
 * Gives each page the types of its code blocks: every page's checked samples go through one
 * language service (quick-info.ts; samples seen by an earlier build come from
 * code-types-cache.ts), and each page's context carries its own blocks' results.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { codeBlockKey, type CodeTypes, type PageCodeTypes } from '../../shared/code-block/code-types'
import { processMagicComments } from '../mdx/magic-comments'
import type { MdxPageContext } from '../../types/page-context'
import { contentFileOf } from '../mdx-nodes'
import type { SitePage } from '../site-pages'
import { cachedSampleTypes } from './code-types-cache'
import { extractSamples, isCheckedSample, type CodeSample } from './extract'
import { sampleTypes } from './quick-info'

/** The types of `samples`, all worked out together. */
export function typesOfSamples(samples: ReadonlyArray<CodeSample>, projectRoot: string): Map<CodeSample, CodeTypes> {
  return cachedSampleTypes(samples, projectRoot, (missing) => sampleTypes(missing, projectRoot, samples))
}

/** A page's code types, for its context: the blocks with something to show; undefined when none has. */
export function pageCodeTypes(
  samples: ReadonlyArray<CodeSample>,
  types: ReadonlyMap<CodeSample, CodeTypes>,
): PageCodeTypes | undefined {
  const blocks = samples.flatMap((sample): Array<[string, CodeTypes]> => {
    const found = types.get(sample)
    // The block finds its types by the code it shows (src/node/mdx/rehype-code-blocks.ts).
    return found && found.names.length + found.inline.length > 0
      ? [[codeBlockKey(sample.language, processMagicComments(sample.code).code), found]]
      : []
  })
  return blocks.length === 0 ? undefined : Object.fromEntries(blocks)
}

/**
 * `pages` with their code types. `alsoSamples` (samples of pages made elsewhere) join the same
 * language service, so their own pages find them in the cache.
 */
export function withCodeTypes(
  pages: ReadonlyArray<SitePage>,
  projectRoot: string,
  alsoSamples: ReadonlyArray<CodeSample> = [],
): SitePage[] {
  const samplesOf = new Map<string, CodeSample[]>()
  for (const page of pages) {
    const file = contentFileOf(page.component)
    if (file === null || samplesOf.has(file)) continue
    const relative = path.relative(projectRoot, file).replace(/\\/g, '/')
    samplesOf.set(file, extractSamples(readFileSync(file, 'utf8'), relative).samples.filter(isCheckedSample))
  }
  const types = typesOfSamples([...samplesOf.values()].flat().concat(alsoSamples), projectRoot)
  return pages.map((page) => {
    const file = contentFileOf(page.component)
    const codeTypes = pageCodeTypes(file === null ? [] : (samplesOf.get(file) ?? []), types)
    // Only mdxSitePage's pages name a content file, so this context is an MdxPageContext.
    return codeTypes === undefined ? page : { ...page, context: { ...(page.context as MdxPageContext), codeTypes } }
  })
}
