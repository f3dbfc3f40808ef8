/** The docs pages' tags, keywords, API kinds and badges, read from their frontmatter as the build reads it. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontmatter } from '../../src/node/content-lint'
import { mdxFilesUnder } from '../../src/node/samples/check-content'
import { docRoute, docSlug } from '../../src/node/slugs'
import type { PageFacts } from './generated-queries'

const DOCS_DIR = 'content/docs'

export function docsPageFacts(projectRoot = process.cwd()): PageFacts[] {
  return mdxFilesUnder(projectRoot, DOCS_DIR).map((file) => {
    const { frontmatter } = splitFrontmatter(readFileSync(path.join(projectRoot, file), 'utf8'))
    const slug = typeof frontmatter.slug === 'string' ? frontmatter.slug : undefined
    const api = (frontmatter.api ?? {}) as { kind?: unknown; deprecated?: unknown; unstable?: unknown }
    return {
      route: docRoute(docSlug(path.relative(DOCS_DIR, file), slug)),
      tags: Array.isArray(frontmatter.tags) ? frontmatter.tags.map(String) : [],
      keywords: Array.isArray(frontmatter.keywords) ? frontmatter.keywords.map(String) : [],
      apiKind: typeof api.kind === 'string' ? api.kind : null,
      deprecated: typeof api.deprecated === 'string',
      experimental: api.unstable === true,
    }
  })
}
