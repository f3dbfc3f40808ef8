/**
 * The home page's "Quick Demo": real files under content/home/quick-demo (type-checked with the
 * project), handed to the page through its context so the page needs no query.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { CreatePageArgs } from 'gatsby'
import type { PlaygroundFile } from '../shared/playground-protocol'
import type { HomePageContext } from '../types/page-context'

export const QUICK_DEMO_DIR = 'content/home/quick-demo'

/** Script files first, App.* leading (it is the entry the preview renders), then stylesheets. */
export function orderDemoFiles(names: ReadonlyArray<string>): string[] {
  const rank = (name: string) => (/^App\.[jt]sx?$/.test(name) ? 0 : /\.[jt]sx?$/.test(name) ? 1 : 2)
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function readQuickDemo(projectRoot: string): PlaygroundFile[] {
  const folder = path.join(projectRoot, QUICK_DEMO_DIR)
  const names = orderDemoFiles(readdirSync(folder).filter((name) => /\.(tsx?|jsx?|css)$/.test(name)))
  if (!/^App\.[jt]sx?$/.test(names[0] ?? '')) throw new Error(`${QUICK_DEMO_DIR} needs an App.tsx that default-exports the demo's component.`)
  return names.map((name) => ({ name, code: readFileSync(path.join(folder, name), 'utf8').replace(/\n$/, '') }))
}

export function addQuickDemoToHome({ page, actions, reporter }: CreatePageArgs): void {
  if (page.path !== '/' || 'quickDemo' in (page.context ?? {})) return
  let quickDemo: PlaygroundFile[]
  try {
    quickDemo = readQuickDemo(process.cwd())
  } catch (error) {
    reporter.panicOnBuild(`Home page Quick Demo: ${(error as Error).message}`)
    return
  }
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, quickDemo } satisfies HomePageContext })
}
