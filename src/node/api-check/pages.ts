/**
 * The API pages as the build sees them, read straight from content/docs (no Gatsby): the same
 * frontmatter split, slug and route rules, and the `api` data validated as the build does.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ApiEntry } from '../../types/api'
import { apiEntryProblems } from '../api-data'
import { isApiDoc, type ApiSourceDoc } from '../api-reference'
import { splitFrontmatter } from '../content-lint'
import { mdxFilesUnder } from '../samples/check-content'
import { docDirectory, docRoute, docSlug } from '../slugs'

const DOCS_DIR = 'content/docs'

export interface LoadedApiDocs {
  readonly docs: ReadonlyArray<ApiSourceDoc>
  /** Pages whose `api` data is invalid; they are left out of `docs`. */
  readonly problems: ReadonlyArray<string>
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function loadApiDocs(projectRoot: string): LoadedApiDocs {
  const problems: string[] = []
  const docs = mdxFilesUnder(projectRoot, DOCS_DIR).flatMap((file): ApiSourceDoc[] => {
    const relativePath = path.relative(DOCS_DIR, file)
    const dir = docDirectory(relativePath)
    if (!isApiDoc({ dir })) return []
    const { frontmatter } = splitFrontmatter(readFileSync(path.join(projectRoot, file), 'utf8'))
    const invalid = apiEntryProblems(frontmatter.api)
    if (invalid.length > 0) {
      problems.push(...invalid.map((problem) => `${file}: ${problem}`))
      return []
    }
    const slug = docSlug(relativePath, typeof frontmatter.slug === 'string' ? frontmatter.slug : undefined)
    return [
      {
        title: asText(frontmatter.title),
        path: docRoute(slug),
        description: asText(frontmatter.description),
        sourceFile: file,
        dir,
        api: frontmatter.api as ApiEntry,
      },
    ]
  })
  return { docs, problems }
}
