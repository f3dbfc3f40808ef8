/**
 * Every learn and API page has a title, a description and a code example, and its internal links
 * resolve. It reads whatever is in content/, so new pages are linted without changing this test.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { siteConfig } from '../../src/config/site'
import { lintContent, splitFrontmatter, type ContentPage } from '../../src/node/content-lint'
import { titleCaseProblem } from '../../src/node/title-case'
import { docsLinks } from '../../src/components/home/why'
import { markdownPageRoute } from '../../src/node/markdown-pages'
import { mdxFilesUnder } from '../../src/node/samples/check-content'
import { parseSidebarsConfig } from '../../src/node/sidebars'
import { docRoute, docSlug } from '../../src/node/slugs'
import { tagRoute, TAGS_ROUTE } from '../../src/shared/routes'

const root = process.cwd()
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const docs: ContentPage[] = mdxFilesUnder(root, 'content/docs').map((file) => {
  const source = read(file)
  const { slug } = splitFrontmatter(source).frontmatter
  return {
    file,
    route: docRoute(docSlug(path.relative('content/docs', file), typeof slug === 'string' ? slug : undefined)),
    source,
  }
})
const markdownPages: ContentPage[] = mdxFilesUnder(root, 'content/pages').map((file) => ({
  file,
  route: markdownPageRoute(path.relative('content/pages', file)),
  source: read(file),
}))

const sidebars = parseSidebarsConfig(parseYaml(read('content/sidebars.yml')), 'content/sidebars.yml')
const tags = docs.flatMap((doc) => {
  const value = splitFrontmatter(doc.source).frontmatter.tags
  return Array.isArray(value) ? value.map(String) : []
})
/** Pages that exist without an MDX file of their own. */
const otherRoutes = new Set([
  '/',
  '/search',
  '/blog',
  docRoute(''),
  TAGS_ROUTE,
  ...tags.map(tagRoute),
  ...Object.values(sidebars).flatMap((sidebar) => sidebar.categories.map((category) => docRoute(category.dir))),
])

const linted = docs.filter((doc) => /^content\/docs\/(learn|api)\//.test(doc.file))

describe('content lint', () => {
  it('finds the learn and API pages', () => {
    expect(linted.filter((doc) => doc.file.startsWith('content/docs/learn/')).length).toBeGreaterThanOrEqual(14)
    expect(linted.filter((doc) => doc.file.startsWith('content/docs/api/')).length).toBeGreaterThanOrEqual(30)
  })

  for (const page of linted) {
    it(`${page.file} has a title, a description, a code example and resolving links`, () => {
      const problems = lintContent([page], [...docs, ...markdownPages], {
        pathPrefix: siteConfig.pathPrefix,
        otherRoutes,
      })
      // Joined, so that the failure message itself names each problem.
      expect(problems.join('\n')).toBe('')
    })
  }

  it('gives the blog posts, the standalone pages, the sidebars and the home page cards titles in title case', () => {
    const blogPosts = mdxFilesUnder(root, 'content/blog').map((file) => ({ file, source: read(file) }))
    const titled = [
      ...[...blogPosts, ...markdownPages].map(({ file, source }) => ({
        where: file,
        title: String(splitFrontmatter(source).frontmatter.title as string | undefined),
      })),
      ...Object.values(sidebars).flatMap((sidebar) => [
        { where: 'content/sidebars.yml', title: sidebar.label },
        ...sidebar.categories.map((category) => ({ where: 'content/sidebars.yml', title: category.label })),
      ]),
      ...docsLinks.map((card) => ({ where: 'src/components/home/why.ts', title: card.title })),
    ]
    expect(blogPosts.length).toBeGreaterThan(0)
    const problems = titled.flatMap(({ where, title }) => {
      const problem = titleCaseProblem(title)
      return problem ? [`${where}: ${title}: ${problem}`] : []
    })
    expect(problems.join('\n')).toBe('')
  })
})
