/**
 * The local search backend: a MiniSearch index over the site's DocSearch records that answers
 * Algolia search requests in Algolia's response shape, and ranks as the Algolia index settings
 * of src/node/search/algolia-index.ts do. Each query word is matched as typed, as a prefix (the
 * last word), with typos (transpositions count as one), by its stem and by its synonyms (the
 * authors' content/search-synonyms.yml); a record matching more words ranks first (a query of
 * three words or more may miss one), and when no record has enough of them the others still
 * answer (Algolia's removeWordsIfNoResults: allOptional). A version number that comes without a
 * page's name puts that release's section first. Then, as Algolia's ranking criteria: fewer
 * typos, a better attribute (the page title, then headings by level, then content, then the
 * headings above), exact words (a title that is the query first), and last the record's level
 * and BM25 score. One hit per url. A question of several words also gets the pages readers' own
 * words point to (./reader-pages.ts), fused with these by page. Pure: records in, responses out.
 */
import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchResult } from 'minisearch'
import { SEARCH_LEVELS, type SearchRecord, type SearchRecordType } from './record'
import { randomQueryId, termMatcher, toHit, type SearchRequest, type SearchResponse } from './algolia-response'
import { indexTerms, isVersion, queryWords, stem, tokenize, transpositions, typosAllowed, versionForms } from './terms'
import { NO_SYNONYMS, synonymsOf, type SearchSynonyms } from './synonyms'
import { fusePageOrder, NO_READER_PAGES, readerPagesFor, type ReaderPagesModel } from './reader-pages'
import { editDistance } from '../edit-distance'

export interface LocalSearch {
  search(request: SearchRequest): SearchResponse
  /** Up to `count` page titles close to a query that found nothing; each one finds its page. */
  suggest(query: string, count?: number): string[]
}

/**
 * The attributes searched, in Algolia's order of importance (src/node/search/algolia-index.ts):
 * the hierarchy from the section (lvl0) and the page title (lvl1) down to the deepest heading,
 * then the content. A record carries the headings above it, so a paragraph under "Save the state
 * in didSet" on "Persisting State" matches "state" in its page title. Last, what the page's head
 * says of it, on the page record only: the local index's own attributes, which Algolia's records
 * lack. Its description tells what the page is about, in a sentence, and its keywords the words
 * readers search for it by (an author's, in frontmatter): evidence that the page answers a
 * question, and the weakest places for a single word to match.
 */
const FIELDS = [...SEARCH_LEVELS, 'content', 'description', 'keywords'] as const
/** The attributes that hold what a page says of itself, not what it shows. */
const SUMMARY_FIELDS: ReadonlySet<string> = new Set<Field>(['description', 'keywords'])
type Field = (typeof FIELDS)[number]
const fieldRank = new Map<string, number>(FIELDS.map((field, rank) => [field, rank]))

/** The record's own title: its heading, or the page title for lvl1; empty for content. */
const ownTitle = (record: SearchRecord): string =>
  record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')

/** The heading a record sits under: its own, or for content the deepest heading above it. */
function sectionTitle(record: SearchRecord): string {
  if (record.type !== 'content') return ownTitle(record)
  for (let level = SEARCH_LEVELS.length - 1; level > 0; level--) {
    const heading = record.hierarchy[SEARCH_LEVELS[level]]
    if (heading) return heading
  }
  return ''
}

function fieldText({ record, summary }: IndexedRecord, field: Field): string {
  if (field === 'description') return record.type === 'lvl1' ? (summary?.description ?? '') : ''
  if (field === 'keywords') return record.type === 'lvl1' ? (summary?.keywords ?? []).join(' ') : ''
  return field === 'content' ? (record.content ?? '') : (record.hierarchy[field] ?? '')
}

/** The MiniSearch options of the index; the build that prepares it and the browser that loads it share them. */
/** A record as MiniSearch holds it: known by its place in the records, a short id in the prepared index. */
interface IndexedRecord {
  readonly id: number
  readonly record: SearchRecord
  /** What the page's head says of it, on its page record. */
  readonly summary?: PageSummary
}

/** What a page's head says of the whole page: its meta description and keywords. */
export interface PageSummary {
  readonly description?: string
  readonly keywords?: ReadonlyArray<string>
}

/** Each page's summary, by the page's address (url_without_anchor). */
export type PageSummaries = Readonly<Record<string, PageSummary>>

export const indexOptions: Options<IndexedRecord> = {
  idField: 'id',
  fields: [...FIELDS],
  extractField: (indexed, field) => (field === 'id' ? indexed.id : fieldText(indexed, field as Field)),
  tokenize,
  processTerm: (term) => indexTerms(term),
  // Queries arrive as single terms, already processed (queryPlan).
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
}

/** Custom ranking: the page, then headings by level, then content (the records' weight.level). */
const levelOrder: Readonly<Record<SearchRecordType, number>> = {
  lvl1: 0,
  lvl2: 1,
  lvl3: 2,
  lvl4: 3,
  lvl5: 4,
  lvl6: 5,
  content: 6,
}

/** How one query word is searched. */
interface WordPlan {
  readonly word: string
  /** Matched as typed: with typos, and as a prefix when it is the word being typed. */
  readonly typed: Query
  /** Other forms that count as the word itself: its stem, synonyms and theirs. */
  readonly forms: ReadonlySet<string>
  /**
   * Its synonyms as written and a shortened version's full form: as exact as the word itself, as
   * Algolia's alternativesAsExact counts single-word synonyms.
   */
  readonly alternatives: ReadonlySet<string>
  /** Neighbouring letters swapped: one typo each. */
  readonly swapped: ReadonlySet<string>
  readonly prefix: boolean
}

function queryPlan(words: ReadonlyArray<string>, synonyms: SearchSynonyms): WordPlan[] {
  return words.map((word, index) => {
    const prefix = index === words.length - 1
    const others = synonymsOf(word, synonyms)
    const forms = new Set(
      [stem(word), ...others, ...others.map(stem), ...versionForms(word)].filter((form) => form !== word),
    )
    const swapped = new Set(typosAllowed(word) > 0 ? transpositions(word) : [])
    return {
      alternatives: new Set([...others, ...versionForms(word)]),
      word,
      prefix,
      forms,
      swapped,
      typed: { queries: [word], prefix, fuzzy: typosAllowed(word) > 0 ? typosAllowed(word) : false, maxFuzzy: 2 },
    }
  })
}

/** How well one document term matched one query word. */
interface TermMatch {
  readonly typos: number
  /** The word itself, not a prefix, stem, synonym or typo of it. */
  readonly exact: boolean
}

function termMatch(plan: WordPlan, term: string): TermMatch {
  if (term === plan.word || plan.alternatives.has(term)) return { typos: 0, exact: true }
  if (plan.forms.has(term) || (plan.prefix && term.startsWith(plan.word))) return { typos: 0, exact: false }
  if (plan.swapped.has(term)) return { typos: 1, exact: false }
  const limit = typosAllowed(plan.word)
  // A typo in the word being typed may sit before the part not typed yet.
  const distance = Math.min(
    editDistance(plan.word, term, limit),
    plan.prefix ? editDistance(plan.word, term.slice(0, plan.word.length), limit) : limit + 1,
  )
  return { typos: distance, exact: false }
}

/** A record's standing against the whole query: the ranking criteria, in order. */
interface Standing {
  /** The record's place in the records. */
  readonly id: number
  readonly record: SearchRecord
  /**
   * It is the section of a release the query names by number ("0.6.0", "what changed in 0.8"),
   * when no word of the query names a page: the release answers, not a page that changed then.
   */
  release: boolean
  /** Query words the record has. */
  words: number
  /** The query words the record has, as bits in query order. */
  wordBits: number
  /**
   * Query words the record has or its page has in its title, description or section headings
   * (h2): a page that, taken whole, is about the question answers it, even from a section that
   * repeats few of its words. Counted up to the words enough to answer (enoughWords).
   */
  covered: number
  /** Query words its page has in its title, description or section headings (pageFields). */
  evidence: number
  /** Typos over all its words. */
  typos: number
  /** 0 when one attribute holds every word (a heading that says the query), else 1. */
  proximity: number
  /** The attributes that hold every word so far, as bits in FIELDS order. */
  fields: number
  /** The best attribute each word matched in (its place in FIELDS), summed over the words. */
  attribute: number
  /** Its own title (heading or page title) is what the reader meant, word for word, up to word forms. */
  titleIsQuery: boolean
  /**
   * Its own title is, or begins with, the query of several words as typed, stop words and all
   * ("Read the state", "Which State Manager Should I Use?", "server rendering" for "Server
   * Rendering and Next.js"): the reader named that heading or page, which outranks records that
   * merely hold the words, even in a better attribute.
   */
  titleSaysQuery: boolean
  /** Query words matched as typed: not by prefix, form or typo. */
  exact: number
  /** Query words the record has in its own text (its title, content or section), not only in the headings above it. */
  ownWords: number
  /** Letters of its own title: a shorter title is a closer match to a prefix. */
  readonly titleLength: number
  score: number
  /** The term each query word matched best, in query order. */
  readonly bestTerms: string[]
  readonly terms: Set<string>
}

const ALL_FIELDS = (1 << FIELDS.length) - 1

/**
 * The attributes of a record that it only inherits: the headings above its own, which are records
 * of their own (the page title and deeper, not the site section, which no record has as its own).
 */
function inheritedFields(record: SearchRecord): number {
  const own = fieldRank.get(record.type)!
  let bits = 0
  for (let rank = fieldRank.get('lvl1')!; rank < own; rank++) bits |= 1 << rank
  return bits
}

const bitCount = (bits: number): number => {
  let count = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++
  return count
}

/**
 * The attributes of a record that speak for its whole page: the page title (which every record
 * carries), the page's description and keywords (on its page record) and the title of a section (h2). Deeper
 * headings are left out: an API page's members (h3: set, watch, wait…) would make every class
 * page about every verb.
 */
function pageFields(record: SearchRecord): number {
  const title = 1 << fieldRank.get('lvl1')!
  if (record.type === 'lvl1') return title | (1 << fieldRank.get('description')!) | (1 << fieldRank.get('keywords')!)
  if (record.type === 'lvl2') return title | (1 << fieldRank.get('lvl2')!)
  return title
}

/**
 * A page's evidence lifts the page once, through its best record; its other records stand on the
 * words they have themselves, so one page answering the question does not fill the results.
 */
function liftOnePerPage(standings: Standing[], enough: number): Standing[] {
  const lifted = new Set<string>()
  for (const standing of standings.sort(compareStandings)) {
    const page = standing.record.url_without_anchor
    if (lifted.has(page)) {
      standing.covered = Math.min(enough, bitCount(standing.wordBits))
      standing.evidence = 0
    } else lifted.add(page)
  }
  return standings.sort(compareStandings)
}

function compareStandings(a: Standing, b: Standing): number {
  return (
    Number(b.release) - Number(a.release) ||
    b.covered - a.covered ||
    a.typos - b.typos ||
    b.evidence - a.evidence ||
    b.words - a.words ||
    Number(b.titleSaysQuery) - Number(a.titleSaysQuery) ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    Number(b.titleIsQuery) - Number(a.titleIsQuery) ||
    b.exact - a.exact ||
    a.titleLength - b.titleLength ||
    levelOrder[a.record.type] - levelOrder[b.record.type] ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position
  )
}

/**
 * How many of a query's words a record must cover to answer it: all of one or two, one fewer from
 * three. A reader's question often holds a word no page uses ("spinner", "runtime"); the page
 * about the rest should not fall below a section that happens to repeat every word (Algolia's
 * optionalWords).
 */
const enoughWords = (count: number): number => (count >= 3 ? count - 1 : count)

/** A text as a query reads it, each word by its stem: "Remove every watcher" and "removing every watchers" meet. */
const stemmedQuery = (text: string): string => queryWords(text).map(stem).join(' ')

function matchesFilters(record: SearchRecord, filters: SearchRequest['facetFilters']): boolean {
  const matches = (filter: string) => {
    const separator = filter.indexOf(':')
    const value = (record as unknown as Record<string, unknown>)[filter.slice(0, separator)]
    return String(value) === filter.slice(separator + 1)
  }
  return (filters ?? []).every((filter) => (typeof filter === 'string' ? matches(filter) : filter.some(matches)))
}

/** A text's words, lower case, one space apart: how a title is compared with a query typed as words. */
const spoken = (text: string): string => tokenize(text).join(' ').toLowerCase()

/** Whether `title` is `query` or begins with it, word for word. */
const saysFirst = (title: string, query: string): boolean => title === query || title.startsWith(`${query} `)

/** A text's letters and digits, lower case: how a title is compared with a query. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * How much `query` reads as an abbreviation of `title` (`statmngr`, `usv`): its letters appear in
 * the title in order. 0 when they do not; more the more of the title they cover, from 0.5 up, so
 * an abbreviation ranks above a title that merely shares letter pairs.
 */
function abbreviationLikeness(query: string, title: string): number {
  const wanted = compact(query)
  const letters = compact(title)
  if (wanted.length < 3) return 0
  let at = 0
  for (const letter of letters) if (letter === wanted[at]) at++
  return at === wanted.length ? 0.5 + (0.5 * wanted.length) / letters.length : 0
}

/** Character pairs of a text, for how alike two titles look (Dice's coefficient). */
function bigrams(text: string): Map<string, number> {
  const letters = compact(text)
  const pairs = new Map<string, number>()
  for (let index = 0; index < letters.length - 1; index++) {
    const pair = letters.slice(index, index + 2)
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1)
  }
  return pairs
}

function likeness(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0
  for (const [pair, count] of a) shared += Math.min(count, b.get(pair) ?? 0)
  const total = [...a.values(), ...b.values()].reduce((sum, count) => sum + count, 0)
  return total === 0 ? 0 : (2 * shared) / total
}

/** Suggestions must look at least this much like the query. */
const MIN_LIKENESS = 0.25

function createSearch(
  records: ReadonlyArray<SearchRecord>,
  index: MiniSearch<IndexedRecord>,
  synonyms: SearchSynonyms,
  readerPages: ReaderPagesModel | undefined,
): LocalSearch {
  const pageTitles = [
    ...new Set(records.filter((record) => record.type === 'lvl1').map((record) => record.hierarchy.lvl1)),
  ]
  /** Each record's own title as a query would read it, to find the records whose title is the query. */
  const titleQueries = records.map((record) => stemmedQuery(ownTitle(record)))
  /** Each record's section heading's version numbers ("0.6.0 (2025-03-24)"), to find a release's records. */
  const sectionVersions = records.map((record) => tokenize(sectionTitle(record)).filter(isVersion))
  /**
   * Pages a single word names: one-word titles (an export, "Disposal") of pages that are not a
   * section's index (no page sits below them). A query naming one asks about that page's history.
   */
  const sectionIndexes = new Set(records.map((record) => record.url_without_anchor.replace(/\/[^/]*$/, '')))
  const pageNames = new Set(
    records
      .filter(
        ({ type, hierarchy, url_without_anchor: url }) =>
          type === 'lvl1' && tokenize(hierarchy.lvl1).length === 1 && !sectionIndexes.has(url),
      )
      .map(({ hierarchy }) => hierarchy.lvl1.toLowerCase()),
  )
  const spokenTitles = records.map((record) => spoken(ownTitle(record)))
  /** Each page's own record, for a page the reader-pages model names and word matching does not find. */
  const pageRecords = new Map(
    records.filter((record) => record.type === 'lvl1').map((record) => [record.url_without_anchor, record]),
  )

  const rank = (query: string, facetFilters: SearchRequest['facetFilters']): Standing[] => {
    const plan = queryPlan(queryWords(query), synonyms)
    const enough = enoughWords(plan.length)
    const typed = /\s/.test(query.trim()) ? spoken(query) : null
    const versions = plan.some((word) => pageNames.has(word.word))
      ? new Set<string>()
      : new Set(plan.filter((word) => isVersion(word.word)).flatMap((word) => [word.word, ...versionForms(word.word)]))
    const filter = (result: SearchResult) => matchesFilters(records[result.id as number], facetFilters)
    const standings = new Map<number, Standing>()
    /** The query words each page has in its title, description or headings, as bits. */
    const pageEvidence = new Map<string, number>()
    for (const [place, word] of plan.entries()) {
      const bit = place < 31 ? 1 << place : 0
      const others = [...word.forms, ...word.swapped]
      const alternatives: Query =
        others.length === 0 ? word.typed : { combineWith: 'OR', queries: [word.typed, { queries: others }] }
      // Many records share a matched term: judge each term once.
      const judged = new Map<string, TermMatch>()
      const judge = (term: string) => {
        let match = judged.get(term)
        if (!match) {
          match = termMatch(word, term)
          judged.set(term, match)
        }
        return match
      }
      for (const result of index.search(alternatives, { filter })) {
        const id = result.id as number
        const record = records[id]
        let standing = standings.get(id)
        if (!standing) {
          const title = ownTitle(record)
          standing = {
            id,
            record,
            release: sectionVersions[id].some((version) => versions.has(version)),
            words: 0,
            wordBits: 0,
            covered: 0,
            evidence: 0,
            typos: 0,
            proximity: 0,
            fields: ALL_FIELDS,
            attribute: 0,
            titleIsQuery: false,
            titleSaysQuery: false,
            exact: 0,
            ownWords: 0,
            titleLength: title === '' ? Number.POSITIVE_INFINITY : title.length,
            score: 0,
            bestTerms: [],
            terms: new Set(),
          }
          standings.set(id, standing)
        }
        let best = { term: '', typos: Number.POSITIVE_INFINITY, exact: false, described: true }
        let fields = 0
        for (const term in result.match) {
          standing.terms.add(term)
          const match = judge(term)
          const termFields = result.match[term]
          // A word the description or keywords have as typed does not make a title that has another form of it exact.
          const described = termFields.every((field) => SUMMARY_FIELDS.has(field))
          if (
            (best.described && !described) ||
            (described === best.described &&
              (match.typos < best.typos || (match.typos === best.typos && match.exact && !best.exact)))
          )
            best = { term, ...match, described }
          for (const field of termFields) fields |= 1 << fieldRank.get(field)!
        }
        standing.words += 1
        standing.wordBits |= bit
        if (fields & pageFields(record)) {
          const page = record.url_without_anchor
          pageEvidence.set(page, (pageEvidence.get(page) ?? 0) | bit)
        }
        if ((fields & inheritedFields(record)) !== fields) standing.ownWords += 1
        standing.typos += best.typos
        standing.fields &= fields
        standing.attribute += 31 - Math.clz32(fields & -fields)
        standing.exact += best.exact ? 1 : 0
        standing.score += result.score
        standing.bestTerms.push(best.term)
      }
    }
    for (const standing of standings.values()) {
      const evidence = pageEvidence.get(standing.record.url_without_anchor) ?? 0
      standing.evidence = bitCount(evidence)
      standing.covered = Math.min(enough, bitCount(standing.wordBits | evidence))
      // Words that all sit in one attribute (a heading that says the query) are close together.
      standing.proximity = standing.fields === 0 ? 1 : 0
      standing.titleIsQuery =
        standing.words === plan.length && titleQueries[standing.id] === standing.bestTerms.map(stem).join(' ')
      standing.titleSaysQuery = typed !== null && saysFirst(spokenTitles[standing.id], typed)
    }
    // A record that has the query only in the headings above it (an API page's "Returns", when the
    // query is the page's title) repeats the heading record that holds it: that one answers.
    const all = [...standings.values()].filter((standing) => standing.ownWords > 0)
    // Records that cover enough words (themselves or through their page), and the release the
    // query names, when any record covers enough; otherwise every record with some (allOptional).
    const answering = all.some((standing) => standing.covered === enough)
      ? all.filter((standing) => standing.covered === enough || standing.release)
      : all
    return liftOnePerPage(answering, enough)
  }

  const search = (request: SearchRequest): SearchResponse => {
    const started = Date.now()
    const query = (request.query ?? '').trim()
    const hitsPerPage = request.hitsPerPage ?? 20
    const page = request.page ?? 0
    const ranked = query === '' ? [] : rank(query, request.facetFilters)
    const seen = new Set<string>()
    const distinct = ranked.filter(({ record }) => {
      if (seen.has(record.url)) return false
      seen.add(record.url)
      return true
    })
    const answers = fusePageOrder<Pick<Standing, 'record' | 'terms'>>(
      distinct,
      ({ record }) => record.url_without_anchor,
      readerPages ? readerPagesFor(readerPages, query) : NO_READER_PAGES,
      (url) => {
        const record = pageRecords.get(url)
        return record && matchesFilters(record, request.facetFilters) ? { record, terms: new Set() } : undefined
      },
      distinct.length > 0 && (distinct[0].titleSaysQuery || distinct[0].titleIsQuery),
    )
    const wordCount = queryWords(query).length
    const shown = answers.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    const isMatch = termMatcher(new Set(shown.flatMap((standing) => [...standing.terms])))
    const hits = shown.map((standing) => toHit(standing.record, isMatch, wordCount, request))
    return {
      hits,
      nbHits: answers.length,
      page,
      nbPages: Math.ceil(answers.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: new URLSearchParams({
        query: request.query ?? '',
        hitsPerPage: String(hitsPerPage),
        page: String(page),
      }).toString(),
      ...(request.indexName ? { index: request.indexName } : {}),
      queryID: randomQueryId(),
    }
  }

  return {
    search,
    suggest(query, count = 3) {
      const wanted = bigrams(query)
      // A title is as alike as its closest word or itself; between equals, the whole title decides.
      return pageTitles
        .map((title) => {
          const whole = Math.max(likeness(wanted, bigrams(title)), abbreviationLikeness(query, title))
          return {
            title,
            whole,
            likeness: Math.max(whole, ...tokenize(title).map((word) => likeness(wanted, bigrams(word)))),
          }
        })
        .filter((candidate) => candidate.likeness >= MIN_LIKENESS)
        .sort((a, b) => b.likeness - a.likeness || b.whole - a.whole || a.title.localeCompare(b.title))
        .map((candidate) => candidate.title)
        .filter((title) => search({ query: title, hitsPerPage: 1 }).nbHits > 0)
        .slice(0, count)
    },
  }
}

/**
 * indexTerms, worked out once for each word: records repeat their page's headings, and stemming is
 * most of indexing's cost.
 */
function indexTermsOnce(): (word: string) => string[] {
  const known = new Map<string, string[]>()
  return (word) => {
    let terms = known.get(word)
    if (terms === undefined) {
      terms = indexTerms(word)
      known.set(word, terms)
    }
    return terms
  }
}

/** The index of `records`, built now (tests, and the build that prepares it). */
export function buildSearchIndex(
  records: ReadonlyArray<SearchRecord>,
  summaries: PageSummaries = {},
): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>({ ...indexOptions, processTerm: indexTermsOnce() })
  index.addAll(records.map((record, id) => ({ id, record, summary: summaries[record.url_without_anchor] })))
  return index
}

/**
 * The search over `records`, indexed now; a word of `synonyms` also finds its synonyms, and a
 * question of several words also gets the pages `readerPages` names.
 */
export function createLocalSearch(
  records: ReadonlyArray<SearchRecord>,
  synonyms = NO_SYNONYMS,
  summaries: PageSummaries = {},
  readerPages?: ReaderPagesModel,
): LocalSearch {
  return createSearch(records, buildSearchIndex(records, summaries), synonyms, readerPages)
}

/** The search over an index the build prepared (src/shared/search/prepared-index.ts). */
export function loadLocalSearch(
  records: ReadonlyArray<SearchRecord>,
  index: AsPlainObject,
  synonyms: SearchSynonyms,
  readerPages?: ReaderPagesModel,
): LocalSearch {
  return createSearch(records, MiniSearch.loadJS(index, indexOptions), synonyms, readerPages)
}
