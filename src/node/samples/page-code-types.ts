/**
 * Gives each MDX page the types of its code blocks: every page's checked samples go through one
 * language service (quick-info.ts), and each page's context carries its own blocks' results.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { codeBlockKey, type CodeTypes } from '../../shared/code-block/code-types'
import { contentFileOf } from '../mdx-nodes'
import type { SitePage } from '../site-pages'
import type { MdxPageContext } from '../../types/page-context'
import { extractSamples, isCheckedSample, type CodeSample } from './extract'
import { sampleTypes } from './quick-info'

export function withCodeTypes(pages: ReadonlyArray<SitePage>, projectRoot: string): SitePage[] {
  const samplesOf = new Map<string, CodeSample[]>()
  for (const page of pages) {
    const file = contentFileOf(page.component)
    if (file === null || samplesOf.has(file)) continue
    const relative = path.relative(projectRoot, file).replace(/\\/g, '/')
    samplesOf.set(file, extractSamples(readFileSync(file, 'utf8'), relative).samples.filter(isCheckedSample))
  }
  const types = sampleTypes([...samplesOf.values()].flat(), projectRoot)
  return pages.map((page) => {
    const file = contentFileOf(page.component)
    const samples = file === null ? [] : (samplesOf.get(file) ?? [])
    const blocks = samples.flatMap((sample): Array<[string, CodeTypes]> => {
      const found = types.get(sample)
      return found && found.names.length + found.inline.length > 0 ? [[codeBlockKey(sample.language, sample.code), found]] : []
    })
    // Only mdxSitePage's pages name a content file, so this context is an MdxPageContext.
    return blocks.length === 0 ? page : { ...page, context: { ...(page.context as MdxPageContext), codeTypes: Object.fromEntries(blocks) } }
  })
}
