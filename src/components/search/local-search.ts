/**
 * The local search backend: a MiniSearch index over the site's DocSearch records that answers
 * Algolia search requests in Algolia's response shape, so DocSearch and the /search page work the
 * same with either backend. Prefix and typo-tolerant matching; a record whose own title or heading
 * matches ranks above one that matches only in its content; one hit per url (Algolia's "distinct").
 * Pure: records in, responses out.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import { SEARCH_LEVELS, type SearchLevel, type SearchRecord, type SearchRecordType } from '../../shared/search-record'
import { escapeMarkup } from '../../shared/escape-markup'

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

export interface LocalSearch {
  search(request: SearchRequest): SearchResponse
}

const wordPattern = /[\p{L}\p{N}]+/gu
/** `useStateValue` → use, State, Value; `BUILD` stays whole. */
const camelPartPattern = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g

const tokenize = (text: string): string[] => text.match(wordPattern) ?? []

/** The word itself and, for camel-case words, each part: `statemanager`, `state`, `manager`. */
function indexTerms(word: string): string[] {
  const parts = word.match(camelPartPattern) ?? []
  const whole = word.toLowerCase()
  return parts.length > 1 ? [whole, ...parts.map((part) => part.toLowerCase())] : [whole]
}

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
const typosAllowed = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0)

/** The record's own title (its heading, or the page title for lvl1); empty for content. */
const ownTitle = (record: SearchRecord): string => (record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''))

/** The headings above the record, which give it context. */
function context(record: SearchRecord): string {
  const own = record.type === 'content' ? 'lvl7' : record.type
  return SEARCH_LEVELS.filter((level) => level < own)
    .map((level) => record.hierarchy[level] ?? '')
    .join(' ')
}

const typeBoost: Readonly<Record<SearchRecordType, number>> = { lvl1: 1.6, lvl2: 1.4, lvl3: 1.3, lvl4: 1.2, lvl5: 1.1, lvl6: 1.1, content: 1 }

/** 0 when the record's own title matched, 1 for its content, 2 when only its context did. */
function tier(result: SearchResult): number {
  const fields = new Set(Object.values(result.match).flat())
  return fields.has('title') ? 0 : fields.has('content') ? 1 : 2
}

function matchesFilters(record: SearchRecord, filters: SearchRequest['facetFilters']): boolean {
  const matches = (filter: string) => {
    const separator = filter.indexOf(':')
    const value = (record as unknown as Record<string, unknown>)[filter.slice(0, separator)]
    return String(value) === filter.slice(separator + 1)
  }
  return (filters ?? []).every((filter) => (typeof filter === 'string' ? matches(filter) : filter.some(matches)))
}

interface Marker {
  readonly pre: string
  readonly post: string
  /** Whether a word of the text is one the query matched. */
  readonly isMatch: (word: string) => boolean
}

/** Splits text into words (odd indexes) and what lies between them (even indexes). */
const wordSplitPattern = /([\p{L}\p{N}]+)/u

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
  const first = Math.max(0, parts.findIndex((part) => tokenize(part).some(marker.isMatch)))
  const start = Math.max(0, Math.min(first - Math.floor(words / 2), parts.length - words))
  const end = start + words
  const cut = parts.slice(start, end).join(' ')
  return `${start > 0 ? ellipsis : ''}${highlight(cut, marker).value}${end < parts.length ? ellipsis : ''}`
}

function matchLevel(matchedCount: number, queryTermCount: number): MatchLevel {
  if (matchedCount === 0) return 'none'
  return matchedCount >= queryTermCount ? 'full' : 'partial'
}

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
}

export function createLocalSearch(records: ReadonlyArray<SearchRecord>): LocalSearch {
  const byId = new Map(records.map((record) => [record.objectID, record]))
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'content', 'context'],
    storeFields: ['type'],
    extractField: (record, field) => {
      if (field === 'objectID') return record.objectID
      if (field === 'type') return record.type
      if (field === 'title') return ownTitle(record)
      if (field === 'context') return context(record)
      return field === 'content' ? (record.content ?? '') : ''
    },
    tokenize,
    processTerm: (term) => indexTerms(term),
    searchOptions: {
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      prefix: true,
      fuzzy: (term) => typosAllowed(term),
      maxFuzzy: 2,
      combineWith: 'AND',
      boost: { title: 4, content: 1, context: 0.5 },
      boostDocument: (_id, _term, stored) => typeBoost[(stored?.type as SearchRecordType | undefined) ?? 'content'],
    },
  })
  index.addAll([...records])

  return {
    search(request) {
      const started = Date.now()
      const query = request.query ?? ''
      const hitsPerPage = request.hitsPerPage ?? 20
      const page = request.page ?? 0
      const queryTerms = tokenize(query).map((term) => term.toLowerCase())
      const results = queryTerms.length === 0 ? [] : index.search(query, { filter: (result) => matchesFilters(byId.get(result.id)!, request.facetFilters) })

      // Best first: title and heading matches, then content; one hit per url.
      const ranked = results
        .map((result, position) => ({ result, position, tier: tier(result) }))
        .sort((a, b) => a.tier - b.tier || a.position - b.position)
      const seen = new Set<string>()
      const distinct = ranked.filter(({ result }) => {
        const url = byId.get(result.id)!.url
        if (seen.has(url)) return false
        seen.add(url)
        return true
      })

      const hits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ result }) => toHit(byId.get(result.id)!, result, queryTerms.length, request))
      return {
        hits,
        nbHits: distinct.length,
        page,
        nbPages: Math.ceil(distinct.length / hitsPerPage),
        hitsPerPage,
        processingTimeMS: Date.now() - started,
        exhaustiveNbHits: true,
        query,
        params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
        ...(request.indexName ? { index: request.indexName } : {}),
        queryID: randomQueryId(),
      }
    },
  }
}

/** The record in Algolia's hit shape: requested attributes, highlights and snippets. */
function toHit(record: SearchRecord, result: SearchResult, queryTermCount: number, request: SearchRequest): SearchHit {
  const matchedTerms = new Set(result.terms)
  const marker: Marker = {
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    isMatch: (word) => indexTerms(word).some((term) => matchedTerms.has(term)),
  }
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
      { value, matchLevel: level, matchedWords: matched, fullyHighlighted: level !== 'none' && value === `${marker.pre}${escapeMarkup(text)}${marker.post}` },
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

  return { ...retrieved(record, request.attributesToRetrieve), objectID: record.objectID, _highlightResult: highlightResult, _snippetResult: snippetResult }
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
  return picked as Partial<SearchRecord>
}
