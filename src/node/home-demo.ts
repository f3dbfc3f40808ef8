/**
 * The home page's "Quick Demo" and the sample beside "Why Cotton Box": real files under
 * content/home (type-checked with the project), handed to the page through its context so the
 * page needs no query; the sample with its names' types, as MDX pages have theirs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { CreatePageArgs } from 'gatsby'
import { parseCodeMeta } from './mdx/code-meta'
import { processMagicComments } from './mdx/magic-comments'
import type { PlaygroundFile } from '../shared/playground-protocol'
import type { HomePageContext } from '../types/page-context'
import type { CodeSample } from './samples/extract'
import { pageCodeTypes, typesOfSamples } from './samples/page-code-types'

export const QUICK_DEMO_DIR = 'content/home/quick-demo'
export const WHY_SAMPLE_FILE = 'content/home/why/cart.tsx'

/** Script files first, App.* leading (it is the entry the preview renders), then stylesheets. */
export function orderDemoFiles(names: ReadonlyArray<string>): string[] {
  const rank = (name: string) => (/^App\.[jt]sx?$/.test(name) ? 0 : /\.[jt]sx?$/.test(name) ? 1 : 2)
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function readQuickDemo(projectRoot: string): PlaygroundFile[] {
  const folder = path.join(projectRoot, QUICK_DEMO_DIR)
  const names = orderDemoFiles(readdirSync(folder).filter((name) => /\.(tsx?|jsx?|css)$/.test(name)))
  if (!/^App\.[jt]sx?$/.test(names[0] ?? ''))
    throw new Error(`${QUICK_DEMO_DIR} needs an App.tsx that default-exports the demo's component.`)
  return names.map((name) => ({ name, code: readFileSync(path.join(folder, name), 'utf8').replace(/\n$/, '') }))
}

/** The "Why Cotton Box" sample as the sample checker sees a block. */
export function whySample(projectRoot: string): CodeSample {
  const code = readFileSync(path.join(projectRoot, WHY_SAMPLE_FILE), 'utf8').replace(/\n$/, '')
  return {
    file: WHY_SAMPLE_FILE,
    line: 1,
    codeLine: 1,
    language: 'tsx',
    meta: parseCodeMeta(''),
    code,
    expectedOutput: null,
    runIn: null,
  }
}

/**
 * The "Why Cotton Box" sample and what the compiler knows about its names (worked out with the
 * MDX pages' samples in createPages, so normally read from the cache).
 */
export function readWhySample(projectRoot: string): Pick<HomePageContext, 'whySample' | 'codeTypes'> {
  const sample = whySample(projectRoot)
  // Shown as an MDX fence would be: without its magic comments (src/node/mdx/rehype-code-blocks.ts).
  return {
    whySample: processMagicComments(sample.code).code,
    codeTypes: pageCodeTypes([sample], typesOfSamples([sample], projectRoot)),
  }
}

export function addQuickDemoToHome({ page, actions, reporter }: CreatePageArgs): void {
  if (page.path !== '/' || 'quickDemo' in (page.context ?? {})) return
  let context: HomePageContext
  try {
    context = { quickDemo: readQuickDemo(process.cwd()), ...readWhySample(process.cwd()) }
  } catch (error) {
    reporter.panicOnBuild(`Home page: ${(error as Error).message}`)
    return
  }
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...context } satisfies HomePageContext })
}
