/**
 * Frontmatter validation. A schema names every allowed field, so a typo in a field name fails the
 * build instead of being silently ignored. Errors name the file, the field and what was expected.
 */

import type { ApiEntry } from '../types/api'
import { apiEntryProblems } from './api-data'

export type FieldKind = 'string' | 'number' | 'string[]' | 'date' | 'object'

export interface FieldSpec {
  readonly kind: FieldKind
  readonly required?: boolean
  /** What the author should write, shown in error messages. */
  readonly expected: string
  /**
   * Extra check on a value of the right kind: a problem description (prefixed with the field
   * name), a list of complete problem messages (for nested data), or undefined.
   */
  readonly check?: (value: unknown) => string | ReadonlyArray<string> | undefined
}

export type FrontmatterSchema = Readonly<Record<string, FieldSpec>>

const hasProblem = (problem: string | ReadonlyArray<string> | undefined): problem is string | ReadonlyArray<string> =>
  problem !== undefined && problem.length > 0

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ReadonlyArray<string>,
  ) {
    super(`${file}: invalid frontmatter\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'FrontmatterError'
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `a list (${JSON.stringify(value)})`
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`
  return `${typeof value} ${JSON.stringify(value)}`
}

function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.trim() !== ''
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '')
    case 'date':
      return calendarDate(value) !== null
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
  }
}

/**
 * A calendar date written as YYYY-MM-DD, as the string 'YYYY-MM-DD'; null for anything else.
 * YAML reads an unquoted date as a Date at midnight UTC, a quoted one as a string: both are fine.
 */
export function calendarDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

/**
 * Checks `data` against `schema` and returns it typed as `T`, or throws a FrontmatterError that
 * lists every problem in the file at once.
 */
export function validateFrontmatter<T>(data: unknown, schema: FrontmatterSchema, file: string): T {
  const problems: string[] = []
  const record: Record<string, unknown> =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const allowed = Object.keys(schema)

  for (const field of Object.keys(record)) {
    if (!(field in schema)) {
      problems.push(`unknown field "${field}" (allowed fields: ${allowed.join(', ')})`)
    }
  }
  for (const [field, spec] of Object.entries(schema)) {
    const value = record[field]
    if (value === undefined) {
      if (spec.required) problems.push(`field "${field}" is missing: expected ${spec.expected}`)
      continue
    }
    if (!hasKind(value, spec.kind)) {
      problems.push(`field "${field}" must be ${spec.expected}, got ${describe(value)}`)
      continue
    }
    const problem = spec.check?.(value)
    if (typeof problem === 'string') problems.push(`field "${field}" ${problem}`)
    else if (hasProblem(problem)) problems.push(...problem)
  }

  if (problems.length > 0) throw new FrontmatterError(file, problems)
  return record as T
}

/**
 * `data` with every unknown or invalid field left out, for `gatsby develop` to keep a page showing
 * while the error overlay names its mistakes; null when a required field is missing or invalid.
 */
export function usableFrontmatter<T>(data: unknown, schema: FrontmatterSchema): T | null {
  const record: Record<string, unknown> =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const usable: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(schema)) {
    const value = record[field]
    const valid = value !== undefined && hasKind(value, spec.kind) && !hasProblem(spec.check?.(value))
    if (valid) usable[field] = value
    else if (spec.required) return null
  }
  return usable as T
}

/** Frontmatter of a docs page (content/docs/**.mdx). */
export interface DocFrontmatter {
  readonly title: string
  readonly description: string
  /** Words a reader may search for this page by that its title, description and headings do not say. */
  readonly keywords?: ReadonlyArray<string>
  readonly sidebar_position?: number
  readonly sidebar_label?: string
  readonly slug?: string
  readonly tags?: ReadonlyArray<string>
  readonly toc_min_heading_level?: number
  readonly toc_max_heading_level?: number
  /** API reference data; only pages under api/ have it. */
  readonly api?: ApiEntry
}

const slugPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

/** Most keywords a page may have, and most words in one: a few of the reader's words, not a page's worth. */
const KEYWORDS_LIMIT = { entries: 8, words: 3 } as const

/** One keyword: lower-case words of letters and digits, joined by spaces or hyphens (re-render). */
const keywordPattern = /^[\p{Ll}\p{N}]+(?:[ -][\p{Ll}\p{N}]+)*$/u

function keywordsCheck(value: unknown): string | undefined {
  const keywords = value as ReadonlyArray<string>
  if (keywords.length > KEYWORDS_LIMIT.entries)
    return `has ${keywords.length} entries; at most ${KEYWORDS_LIMIT.entries} (a few words readers search by)`
  const wrong = keywords.filter(
    (keyword) => !keywordPattern.test(keyword) || keyword.split(/[ -]/).length > KEYWORDS_LIMIT.words,
  )
  if (wrong.length > 0)
    return `must hold lower-case words, at most ${KEYWORDS_LIMIT.words} an entry, got ${wrong.map((keyword) => JSON.stringify(keyword)).join(', ')}`
  return undefined
}

/** Frontmatter both docs pages and standalone pages accept: what a page says of itself in its head. */
const pageHeadFields: FrontmatterSchema = {
  title: { kind: 'string', required: true, expected: 'a non-empty string (the page title and H1)' },
  description: {
    kind: 'string',
    required: true,
    expected: 'a non-empty string (one sentence for cards and the meta description)',
  },
  keywords: {
    kind: 'string[]',
    expected: 'a list of words readers search by, e.g. [cleanup, memory leak]',
    check: keywordsCheck,
  },
}

export const docFrontmatterSchema: FrontmatterSchema = {
  ...pageHeadFields,
  sidebar_position: { kind: 'number', expected: 'a number (the order within its sidebar category)' },
  sidebar_label: { kind: 'string', expected: 'a non-empty string (the sidebar text, if not the title)' },
  slug: {
    kind: 'string',
    expected: 'a path under /docs such as learn/tutorial/setup',
    check: (value) =>
      slugPattern.test(value as string)
        ? undefined
        : `must be a path under /docs such as learn/tutorial/setup (no leading or trailing slash), got "${value as string}"`,
  },
  tags: { kind: 'string[]', expected: 'a list of tag names, e.g. [lifecycle, react]' },
  toc_min_heading_level: { kind: 'number', expected: 'the number 2 or 3', check: tocLevelCheck },
  toc_max_heading_level: { kind: 'number', expected: 'the number 2 or 3', check: tocLevelCheck },
  api: {
    kind: 'object',
    expected: 'an object describing the API entry (see ApiEntry in src/types/api.ts)',
    check: (value) => {
      const problems = apiEntryProblems(value)
      return problems.length > 0 ? problems : undefined
    },
  },
}

function tocLevelCheck(value: unknown): string | undefined {
  return value === 2 || value === 3
    ? undefined
    : `must be 2 or 3 (the table of contents shows h2 and h3), got ${String(value)}`
}

/** Frontmatter of a standalone Markdown page (content/pages/**.mdx). */
export interface MarkdownPageFrontmatter {
  readonly title: string
  readonly description: string
  readonly keywords?: ReadonlyArray<string>
}

export const markdownPageFrontmatterSchema: FrontmatterSchema = pageHeadFields

/** Frontmatter of a blog post (content/blog/<year>/<slug>.mdx). */
export interface BlogPostFrontmatter {
  readonly title: string
  /** YYYY-MM-DD (a Date when YAML read it unquoted; see calendarDate). */
  readonly date: string | Date
  readonly authors: ReadonlyArray<string>
  readonly tags?: ReadonlyArray<string>
  readonly description?: string
  readonly slug?: string
  readonly image?: string
}

const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const blogPostFrontmatterSchema: FrontmatterSchema = {
  title: { kind: 'string', required: true, expected: 'a non-empty string (the post title)' },
  date: { kind: 'date', required: true, expected: 'a date written YYYY-MM-DD, e.g. 2024-03-31' },
  authors: {
    kind: 'string[]',
    required: true,
    expected: 'a list of author keys from content/blog/authors.yml, e.g. [glyphcat]',
    check: (value) => ((value as string[]).length === 0 ? 'must name at least one author' : undefined),
  },
  tags: { kind: 'string[]', expected: 'a list of tag names, e.g. [react, react-relink]' },
  description: { ...docFrontmatterSchema.description, required: false },
  slug: {
    kind: 'string',
    expected: 'lower-case words joined by hyphens, e.g. reincarnation-of-an-old-package',
    check: (value) =>
      blogSlugPattern.test(value as string)
        ? undefined
        : `must be lower-case words joined by hyphens, got "${value as string}"`,
  },
  image: { kind: 'string', expected: 'a path to an image next to the post, e.g. ./social-card.png' },
}
