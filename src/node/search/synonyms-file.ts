/**
 * Reads the authors' synonyms (content/search-synonyms.yml) for the local index and for
 * `search:push`, and checks them: a malformed file, or a page word that no page has (a synonym
 * that could never find anything), fails naming the file.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { SEARCH_LEVELS, type SearchRecord } from '../../shared/search/record'
import type { SearchSynonyms } from '../../shared/search/synonyms'
import { indexTerms, tokenize } from '../../shared/search/terms'

export const SYNONYMS_FILE = 'content/search-synonyms.yml'

const isWord = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9_]+$/.test(value)
const isWordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every(isWord)

/** The synonyms `source` holds; throws naming `file` and the entry when it is not what the comment at its top says. */
export function parseSynonyms(source: string, file = SYNONYMS_FILE): SearchSynonyms {
  const data = parseYaml(source) as { together?: unknown; readers?: unknown } | null
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}; write single lower-case words (see the comment at the top of the file)`)
  }
  const together = data?.together ?? []
  const readers = data?.readers ?? {}
  if (!Array.isArray(together)) fail('`together` is not a list of groups')
  ;(together as unknown[]).forEach((group, index) => {
    if (!isWordList(group) || group.length < 2) fail(`together group ${index + 1} is not a list of two or more words`)
  })
  if (typeof readers !== 'object' || readers === null || Array.isArray(readers)) fail('`readers` is not a map')
  for (const [word, pageWords] of Object.entries(readers as Record<string, unknown>)) {
    if (!isWord(word) || !isWordList(pageWords)) fail(`readers: ${word} does not map to a list of words`)
  }
  return { together: together as string[][], readers: readers as Record<string, string[]> }
}

/** The site's synonyms, from the file in `projectRoot`. */
export function siteSynonyms(projectRoot = process.cwd()): SearchSynonyms {
  const file = path.join(projectRoot, SYNONYMS_FILE)
  return parseSynonyms(readFileSync(file, 'utf8'))
}

/** The readers' page words that occur on no page: each would find nothing. */
export function pageWordsMissing(synonyms: SearchSynonyms, records: ReadonlyArray<SearchRecord>): string[] {
  const terms = new Set<string>()
  for (const record of records) {
    const texts = [...SEARCH_LEVELS.map((level) => record.hierarchy[level] ?? ''), record.content ?? '']
    for (const text of texts) for (const word of tokenize(text)) for (const term of indexTerms(word)) terms.add(term)
  }
  const pageWords = new Set(Object.values(synonyms.readers).flat())
  return [...pageWords].filter((word) => !terms.has(word)).sort()
}
