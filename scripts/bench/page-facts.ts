/**
 * What pages' frontmatter says of them, read as the build reads it: the docs pages' tags, keywords,
 * API kinds and badges, and the standalone pages' keywords.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontmatter } from '../../src/node/content-lint'
import { markdownPageRoute } from '../../src/node/markdown-pages'
import { mdxFilesUnder } from '../../src/node/samples/check-content'
import { docRoute, docSlug } from '../../src/node/slugs'
import type { PageFacts } from './generated-queries'

const DOCS_DIR = 'content/docs'
const PAGES_DIR = 'content/pages'

/** Each MDX file under `dir` with its path relative to `dir` and its frontmatter. */
function frontmatters(projectRoot: string, dir: string) {
  return mdxFilesUnder(projectRoot, dir).map((file) => ({
    relativePath: path.relative(dir, file),
    frontmatter: splitFrontmatter(readFileSync(path.join(projectRoot, file), 'utf8')).frontmatter,
  }))
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

export function docsPageFacts(projectRoot = process.cwd()): PageFacts[] {
  return frontmatters(projectRoot, DOCS_DIR).map(({ relativePath, frontmatter }) => {
    const slug = typeof frontmatter.slug === 'string' ? frontmatter.slug : undefined
    const api = (frontmatter.api ?? {}) as { kind?: unknown; deprecated?: unknown; unstable?: unknown }
    return {
      route: docRoute(docSlug(relativePath, slug)),
      tags: strings(frontmatter.tags),
      keywords: strings(frontmatter.keywords),
      apiKind: typeof api.kind === 'string' ? api.kind : null,
      deprecated: typeof api.deprecated === 'string',
      experimental: api.unstable === true,
    }
  })
}

/** Each standalone page (content/pages) with the keywords its frontmatter gives it. */
export function markdownPageKeywords(projectRoot = process.cwd()): Array<Pick<PageFacts, 'route' | 'keywords'>> {
  return frontmatters(projectRoot, PAGES_DIR).map(({ relativePath, frontmatter }) => ({
    route: markdownPageRoute(relativePath),
    keywords: strings(frontmatter.keywords),
  }))
}
