import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runGatsby, type RunResult } from './project-copy'

/**
 * Builds a copy of the project with `files` added and `env` in its environment; the copy is removed
 * after the describe block.
 */
function buildWith(files: Record<string, string>, env: Record<string, string> = {}): () => RunResult {
  let result: RunResult | undefined
  let remove = (): Promise<void> => Promise.resolve()
  beforeAll(async () => {
    const project = await copyProject()
    remove = () => project.remove()
    for (const [file, text] of Object.entries(files)) project.write(file, text)
    result = await runGatsby(project.dir, ['build', '--prefix-paths'], env)
  })
  afterAll(() => remove())
  return () => result!
}

// Authors' mistakes must stop the production build and say where they are.
describe('the production build rejects bad content', () => {
  describe('bad frontmatter and clashing routes', () => {
    const result = buildWith({
      'content/docs/learn/tutorial/typo.mdx': '---\ntitle: Typo\ndescription: A field name with a typo.\nsidebar_positon: 3\n---\n\nText.\n',
      'content/docs/learn/tutorial/mistyped.mdx': '---\ntitle: Mistyped\ndescription: A position that is not a number.\nsidebar_position: third\n---\n\nText.\n',
      'content/docs/learn/tutorial/untitled.mdx': '---\ndescription: No title.\n---\n\nText.\n',
      'content/docs/learn/tutorial/setup-again.mdx': '---\ntitle: Setup again\ndescription: Claims the route of the setup page.\nslug: learn/tutorial/setup\n---\n\nText.\n',
      'content/docs/learn/tutorial/toc.mdx': '---\ntitle: Toc\ndescription: Levels the wrong way round.\ntoc_min_heading_level: 3\ntoc_max_heading_level: 2\n---\n\nText.\n',
      'content/pages/blog.mdx': '---\ntitle: Blog\ndescription: Takes the blog route.\n---\n\nText.\n',
      'content/sidebars.yml': `${readFileSync('content/sidebars.yml', 'utf8')}    - label: Recipes\n      dir: learn/recipes\n      description: A folder that was never created.\n`,
      'content/docs/api/core/Mistyped.mdx':
        '---\ntitle: Mistyped\ndescription: A kind that does not exist.\napi:\n  kind: klass\n  packages: [cotton-box]\n  signature: class Mistyped\n  since: []\n  related: []\n---\n\n<ApiHeader />\n',
      'content/docs/api/core/Orphan.mdx':
        '---\ntitle: Orphan\ndescription: Extends a page that does not exist.\napi:\n  kind: class\n  packages: [cotton-box]\n  signature: class Orphan\n  extends: Missing\n  since: []\n  related: []\n---\n\n<ApiHeader />\n',
      'content/docs/api/core/Bare.mdx': '---\ntitle: Bare\ndescription: An API page without API data.\n---\n\nText.\n',
      'content/docs/learn/react/disposal.mdx': '---\ntitle: Disposal\ndescription: Takes the title of the tutorial page.\n---\n\nText.\n',
    })

    it('fails', () => {
      expect(result().code).not.toBe(0)
    })

    it('names the file and the unknown field', () => {
      expect(result().output).toContain('content/docs/learn/tutorial/typo.mdx: invalid frontmatter')
      expect(result().output).toContain('unknown field "sidebar_positon"')
    })

    it('names the file, the field and the expected type of a mistyped field', () => {
      expect(result().output).toContain('content/docs/learn/tutorial/mistyped.mdx: invalid frontmatter')
      expect(result().output).toMatch(/field "sidebar_position" must be a number[^,]*, got string "third"/)
    })

    it('names a file without a title', () => {
      expect(result().output).toContain('content/docs/learn/tutorial/untitled.mdx: invalid frontmatter')
      expect(result().output).toContain('field "title" is missing')
    })

    it('names both files that claim one route', () => {
      expect(result().output).toMatch(
        /the route \/docs\/learn\/tutorial\/setup is claimed by content\/docs\/learn\/tutorial\/(setup-again\.mdx and content\/docs\/learn\/tutorial\/setup\.mdx|setup\.mdx and content\/docs\/learn\/tutorial\/setup-again\.mdx)/,
      )
    })

    it('names a doc whose table-of-contents levels are the wrong way round', () => {
      expect(result().output).toContain('content/docs/learn/tutorial/toc.mdx: invalid frontmatter - toc_min_heading_level (3) is larger than toc_max_heading_level (2)')
    })

    it('names a sidebar category whose folder holds no docs', () => {
      expect(result().output).toContain('content/sidebars.yml: the "Recipes" category lists no docs: its folder content/docs/learn/recipes holds no MDX file')
    })

    it('names API pages with invalid, unresolvable or missing API data', () => {
      expect(result().output).toContain('content/docs/api/core/Mistyped.mdx: invalid frontmatter')
      expect(result().output).toContain('api.kind must be one of class, interface, type, enum, function, constant, got string "klass"')
      expect(result().output).toContain('content/docs/api/core/Orphan.mdx: api.extends names "Missing", which is neither an API page title nor one of Error')
      expect(result().output).toContain('content/docs/api/core/Bare.mdx: an API page needs "api" data in its frontmatter')
    })

    it('names both files of two pages with one title', () => {
      expect(result().output).toMatch(
        /content\/docs\/learn\/(tutorial\/disposal\.mdx and content\/docs\/learn\/react\/disposal\.mdx|react\/disposal\.mdx and content\/docs\/learn\/tutorial\/disposal\.mdx) have the same title "Disposal"/,
      )
    })

    it('names a Markdown page that takes a route of the blog or the docs', () => {
      expect(result().output).toContain('content/pages/blog.mdx: the route /blog belongs to the docs, the blog or a built-in page')
    })
  })

  describe('a half-configured search client', () => {
    const result = buildWith({}, { ALGOLIA_SEARCH_API_KEY: '' })

    it('fails, naming the missing setting', () => {
      expect(result().code).not.toBe(0)
      expect(result().output).toContain('Search client: the Algolia application id is set but the search-only API key is missing. Set ALGOLIA_SEARCH_API_KEY')
    })
  })
})
