import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runGatsby, type RunResult } from './project-copy'

// Every bad input gets a build of its own: in one build with all of them, a check that stopped
// failing the build would go unnoticed while the others still failed it. These builds stop during
// bootstrap, so they run side by side; three at a time, since a build also spends time copying and
// removing files, while two would leave the cores idle then.
const CONCURRENT_BUILDS = 3

let running = 0
const waiting: Array<() => void> = []

/** Runs `task` once fewer than CONCURRENT_BUILDS tasks are running. */
async function inPool<T>(task: () => Promise<T>): Promise<T> {
  while (running >= CONCURRENT_BUILDS) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await task()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** Builds a throwaway copy of the project with `files` added and `env` in its environment. */
async function buildCopy(
  files: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string>>,
): Promise<RunResult> {
  const project = await copyProject()
  try {
    for (const [file, text] of Object.entries(files)) project.write(file, text)
    return await runGatsby(project.dir, ['build', '--prefix-paths'], env)
  } finally {
    await project.remove()
  }
}

const toStart: Array<() => void> = []
const builds: Array<Promise<RunResult>> = []

/** The result of a build with `files` and `env`; the builds start together, in the beforeAll below. */
function buildWith(
  files: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string>> = {},
): Promise<RunResult> {
  const build = new Promise<RunResult>((resolve) => toStart.push(() => resolve(inPool(() => buildCopy(files, env)))))
  builds.push(build)
  return build
}

/** The output of `build`, once it has failed. */
async function failure(build: Promise<RunResult>): Promise<string> {
  const { code, output } = await build
  expect(code, 'the build succeeded despite the bad input').not.toBe(0)
  return output
}

// Authors' mistakes must stop the production build and say where they are.
describe('the production build rejects bad content', () => {
  beforeAll(() => {
    for (const start of toStart) start()
  })
  // A test that timed out leaves its build running: wait for it, so that its copy is removed.
  afterAll(() => Promise.allSettled(builds))

  const typo = buildWith({
    'content/docs/learn/tutorial/typo.mdx':
      '---\ntitle: Typo\ndescription: A field name with a typo.\nsidebar_positon: 3\n---\n\nText.\n',
  })
  it('names the file and the unknown field', async () => {
    const output = await failure(typo)
    expect(output).toContain('content/docs/learn/tutorial/typo.mdx: invalid frontmatter')
    expect(output).toContain('unknown field "sidebar_positon"')
  })

  const mistyped = buildWith({
    'content/docs/learn/tutorial/mistyped.mdx':
      '---\ntitle: Mistyped\ndescription: A position that is not a number.\nsidebar_position: third\n---\n\nText.\n',
  })
  it('names the file, the field and the expected type of a mistyped field', async () => {
    const output = await failure(mistyped)
    expect(output).toContain('content/docs/learn/tutorial/mistyped.mdx: invalid frontmatter')
    expect(output).toMatch(/field "sidebar_position" must be a number[^,]*, got string "third"/)
  })

  const untitled = buildWith({
    'content/docs/learn/tutorial/untitled.mdx': '---\ndescription: No title.\n---\n\nText.\n',
  })
  it('names a file without a title', async () => {
    const output = await failure(untitled)
    expect(output).toContain('content/docs/learn/tutorial/untitled.mdx: invalid frontmatter')
    expect(output).toContain('field "title" is missing')
  })

  const routeClash = buildWith({
    'content/docs/learn/tutorial/setup-again.mdx':
      '---\ntitle: Setup again\ndescription: Claims the route of the setup page.\nslug: learn/tutorial/setup\n---\n\nText.\n',
  })
  it('names both files that claim one route', async () => {
    expect(await failure(routeClash)).toMatch(
      /the route \/docs\/learn\/tutorial\/setup is claimed by content\/docs\/learn\/tutorial\/(setup-again\.mdx and content\/docs\/learn\/tutorial\/setup\.mdx|setup\.mdx and content\/docs\/learn\/tutorial\/setup-again\.mdx)/,
    )
  })

  const tocLevels = buildWith({
    'content/docs/learn/tutorial/toc.mdx':
      '---\ntitle: Toc\ndescription: Levels the wrong way round.\ntoc_min_heading_level: 3\ntoc_max_heading_level: 2\n---\n\nText.\n',
  })
  it('names a doc whose table-of-contents levels are the wrong way round', async () => {
    expect(await failure(tocLevels)).toContain(
      'content/docs/learn/tutorial/toc.mdx: invalid frontmatter - toc_min_heading_level (3) is larger than toc_max_heading_level (2)',
    )
  })

  const emptyCategory = buildWith({
    'content/sidebars.yml': `${readFileSync('content/sidebars.yml', 'utf8')}    - label: Recipes\n      dir: learn/recipes\n      description: A folder that was never created.\n`,
  })
  it('names a sidebar category whose folder holds no docs', async () => {
    expect(await failure(emptyCategory)).toContain(
      'content/sidebars.yml: the "Recipes" category lists no docs: its folder content/docs/learn/recipes holds no MDX file',
    )
  })

  const apiKind = buildWith({
    'content/docs/api/core/Mistyped.mdx':
      '---\ntitle: Mistyped\ndescription: A kind that does not exist.\napi:\n  kind: klass\n  packages: [cotton-box]\n  signature: class Mistyped\n  related: []\n---\n\n<ApiHeader />\n',
  })
  it('names an API page with invalid API data', async () => {
    const output = await failure(apiKind)
    expect(output).toContain('content/docs/api/core/Mistyped.mdx: invalid frontmatter')
    expect(output).toContain(
      'api.kind must be one of class, interface, type, enum, function, constant, got string "klass"',
    )
  })

  const apiParent = buildWith({
    'content/docs/api/core/Orphan.mdx':
      '---\ntitle: Orphan\ndescription: Extends a page that does not exist.\napi:\n  kind: class\n  packages: [cotton-box]\n  signature: class Orphan\n  extends: Missing\n  related: []\n---\n\n<ApiHeader />\n',
  })
  it('names an API page that extends an unknown page', async () => {
    expect(await failure(apiParent)).toContain(
      'content/docs/api/core/Orphan.mdx: api.extends names "Missing", which is neither an API page title nor one of Error',
    )
  })

  const contradictingRelease = buildWith({
    'content/releases/0.15.0.json': JSON.stringify({
      version: '0.15.0',
      changes: [
        {
          change: 'changed',
          package: 'cotton-box',
          export: 'StateManager',
          member: 'reset',
          before: ['reset(): boolean'],
          after: ['reset(): void'],
        },
      ],
    }),
  })
  it('names a release file that contradicts the releases before it, and the change', async () => {
    expect(await failure(contradictingRelease)).toContain(
      'content/releases/0.15.0.json: changes[0] changes cotton-box StateManager.reset, but its "before" (reset(): boolean) is not what the earlier releases left (reset(): void)',
    )
  })

  const apiMissing = buildWith({
    'content/docs/api/core/Bare.mdx': '---\ntitle: Bare\ndescription: An API page without API data.\n---\n\nText.\n',
  })
  it('names an API page without API data', async () => {
    expect(await failure(apiMissing)).toContain(
      'content/docs/api/core/Bare.mdx: an API page needs "api" data in its frontmatter',
    )
  })

  const sameTitle = buildWith({
    'content/docs/learn/react/disposal.mdx':
      '---\ntitle: Disposal\ndescription: Takes the title of the tutorial page.\n---\n\nText.\n',
  })
  it('names both files of two pages with one title', async () => {
    expect(await failure(sameTitle)).toMatch(
      /content\/docs\/learn\/(tutorial\/disposal\.mdx and content\/docs\/learn\/react\/disposal\.mdx|react\/disposal\.mdx and content\/docs\/learn\/tutorial\/disposal\.mdx) have the same title "Disposal"/,
    )
  })

  const blogRoute = buildWith({
    'content/pages/blog.mdx': '---\ntitle: Blog\ndescription: Takes the blog route.\n---\n\nText.\n',
  })
  it('names a Markdown page that takes a route of the blog or the docs', async () => {
    expect(await failure(blogRoute)).toContain(
      'content/pages/blog.mdx: the route /blog belongs to the docs, the blog or a built-in page',
    )
  })

  const halfConfiguredSearch = buildWith({}, { ALGOLIA_SEARCH_API_KEY: '' })
  it('names the missing setting of a half-configured search client', async () => {
    expect(await failure(halfConfiguredSearch)).toContain(
      'Search client: the Algolia application id is set but the search-only API key is missing. Set ALGOLIA_SEARCH_API_KEY',
    )
  })
})
