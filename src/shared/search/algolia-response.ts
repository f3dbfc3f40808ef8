/**
 * Algolia's request and response shapes, as far as the site uses them, and a record turned into
 * an Algolia hit (highlights and snippets), so that the local index answers exactly as Algolia
 * does and DocSearch and the /search page cannot tell the two apart. Pure.
 */
import { escapeMarkup } from '../escape-markup'
import { SEARCH_LEVELS, type SearchLevel, type SearchRecord } from './record'
import { indexTerms, tokenize } from './terms'

/** The part of an Algolia search request the site sends. */
export interface SearchRequest {
  readonly indexName?: string
  readonly query?: string
  readonly page?: number
  readonly hitsPerPage?: number
  readonly attributesToRetrieve?: ReadonlyArray<string>
  /** `attribute:words`, e.g. `content:10`. */
  readonly attributesToSnippet?: ReadonlyArray<string>
  readonly snippetEllipsisText?: string
  readonly highlightPreTag?: string
  readonly highlightPostTag?: string
  /** `attribute:value` strings; an inner array is an OR group. */
  readonly facetFilters?: ReadonlyArray<string | ReadonlyArray<string>>
  readonly clickAnalytics?: boolean
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResult {
  readonly value: string
  readonly matchLevel: MatchLevel
  readonly matchedWords: string[]
  readonly fullyHighlighted?: boolean
}

export interface SnippetResult {
  readonly value: string
  readonly matchLevel: MatchLevel
}

type AttributeResults<T> = { hierarchy: Partial<Record<SearchLevel, T>>; content?: T }

export type SearchHit = Partial<SearchRecord> & {
  readonly objectID: string
  readonly _highlightResult: AttributeResults<HighlightResult>
  readonly _snippetResult: AttributeResults<SnippetResult>
}

export interface SearchResponse {
  readonly hits: SearchHit[]
  readonly nbHits: number
  readonly page: number
  readonly nbPages: number
  readonly hitsPerPage: number
  readonly processingTimeMS: number
  readonly exhaustiveNbHits: true
  readonly query: string
  readonly params: string
  readonly index?: string
  readonly queryID: string
}

interface Marker {
  readonly pre: string
  readonly post: string
  /** Whether a word of the text is one the query matched. */
  readonly isMatch: (word: string) => boolean
}

/** Splits text into words (odd indexes) and what lies between them (even indexes). */
const wordSplitPattern = /([\p{L}\p{N}_]+)/u

/**
 * The text as HTML, as Algolia answers: escaped first, then every matched word wrapped in the
 * highlight tags, so a record's own markup (`<img onerror=…>`) stays text. Also the distinct
 * words that matched.
 */
function highlight(text: string, marker: Marker): { value: string; matched: string[] } {
  const matched = new Set<string>()
  const value = text
    .split(wordSplitPattern)
    .map((part, index) => {
      if (index % 2 === 0 || !marker.isMatch(part)) return escapeMarkup(part)
      matched.add(part.toLowerCase())
      return `${marker.pre}${escapeMarkup(part)}${marker.post}`
    })
    .join('')
  return { value, matched: [...matched] }
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
function snippet(text: string, words: number, ellipsis: string, marker: Marker): string {
  const parts = text.split(/\s+/).filter((part) => part !== '')
  if (parts.length <= words) return highlight(text, marker).value
  const first = Math.max(
    0,
    parts.findIndex((part) => tokenize(part).some(marker.isMatch)),
  )
  const start = Math.max(0, Math.min(first - Math.floor(words / 2), parts.length - words))
  const end = start + words
  const cut = parts.slice(start, end).join(' ')
  return `${start > 0 ? ellipsis : ''}${highlight(cut, marker).value}${end < parts.length ? ellipsis : ''}`
}

function matchLevel(matchedCount: number, queryTermCount: number): MatchLevel {
  if (matchedCount === 0) return 'none'
  return matchedCount >= queryTermCount ? 'full' : 'partial'
}

export function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
}

/**
 * Whether a word of a record's text is one the query matched: the word, one of its parts or a
 * stem of them is among the index terms that matched. Remembered per word: one matcher serves
 * every hit of a response.
 */
export function termMatcher(matchedTerms: ReadonlySet<string>): (word: string) => boolean {
  const known = new Map<string, boolean>()
  return (word) => {
    let matched = known.get(word)
    if (matched === undefined) {
      matched = indexTerms(word).some((term) => matchedTerms.has(term))
      known.set(word, matched)
    }
    return matched
  }
}

/** The record in Algolia's hit shape: requested attributes, highlights and snippets. */
export function toHit(
  record: SearchRecord,
  isMatch: (word: string) => boolean,
  queryTermCount: number,
  request: SearchRequest,
): SearchHit {
  const marker: Marker = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>', isMatch }
  const snippetWords = new Map(
    (request.attributesToSnippet ?? []).map((entry) => {
      const [attribute = '', words = '10'] = entry.split(':')
      return [attribute, Number(words)]
    }),
  )
  const ellipsis = request.snippetEllipsisText ?? '…'

  const highlightResult: AttributeResults<HighlightResult> = { hierarchy: {} }
  const snippetResult: AttributeResults<SnippetResult> = { hierarchy: {} }
  const describe = (attribute: string, text: string): [HighlightResult, SnippetResult | null] => {
    const { value, matched } = highlight(text, marker)
    const level = matchLevel(matched.length, queryTermCount)
    const words = snippetWords.get(attribute)
    return [
      {
        value,
        matchLevel: level,
        matchedWords: matched,
        fullyHighlighted: level !== 'none' && value === `${marker.pre}${escapeMarkup(text)}${marker.post}`,
      },
      words === undefined ? null : { value: snippet(text, words, ellipsis, marker), matchLevel: level },
    ]
  }
  for (const level of SEARCH_LEVELS) {
    const text = record.hierarchy[level]
    if (text === null) continue
    const [highlighted, snipped] = describe(`hierarchy.${level}`, text)
    highlightResult.hierarchy[level] = highlighted
    if (snipped) snippetResult.hierarchy[level] = snipped
  }
  if (record.content !== null) {
    const [highlighted, snipped] = describe('content', record.content)
    highlightResult.content = highlighted
    if (snipped) snippetResult.content = snipped
  }

  return {
    ...retrieved(record, request.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  }
}

/** The record cut down to `attributesToRetrieve` (dotted paths such as `hierarchy.lvl1`), or whole. */
function retrieved(record: SearchRecord, attributes: ReadonlyArray<string> | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) return record
  const picked: Record<string, unknown> = {}
  for (const attribute of attributes) {
    const [head = '', child] = attribute.split('.')
    const value = (record as unknown as Record<string, unknown>)[head]
    if (value === undefined) continue
    if (child === undefined) picked[head] = value
    else picked[head] = { ...(picked[head] as object), [child]: (value as Record<string, unknown>)[child] ?? null }
  }
  return picked
}
