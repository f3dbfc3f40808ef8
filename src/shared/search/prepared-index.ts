/**
 * The local search index as the build prepares it and the browser loads it: the records, written
 * compactly, and the MiniSearch index already built, so the browser neither tokenizes nor indexes
 * (src/node/search/build.ts writes it; src/components/search/local-client.ts fetches it). Texts
 * that many records share (page addresses, headings, sections, facets) are written once, in a
 * table the records point into. Pure.
 */
import type { AsPlainObject } from 'minisearch'
import { SEARCH_LEVELS, type SearchRecord, type SearchRecordType } from './record'
import { buildSearchIndex, loadLocalSearch, type LocalSearch, type PageSummaries } from './local-search'
import type { SearchSynonyms } from './synonyms'
import type { ReaderPagesModel } from './reader-pages'

/** A text of the table, or -1 for none. */
type TextRef = number

/** A record as a row: the fields that vary, in a fixed order; the rest is derived on load. */
type RecordRow = [
  objectID: string,
  type: SearchRecordType,
  levels: TextRef[],
  content: string | null,
  page: TextRef,
  anchor: string | null,
  language: TextRef,
  tag: TextRef,
  pageRank: number,
  level: number,
  position: number,
]

export interface PreparedSearchIndex {
  readonly texts: string[]
  readonly records: RecordRow[]
  /** The index over the records, which MiniSearch knows by their place in `records`. */
  readonly index: AsPlainObject
  /** The synonyms its searches use: the index carries them, as an Algolia index does. */
  readonly synonyms: SearchSynonyms
  /** The pages readers' own words point to; the full index only (the titles' one answers names). */
  readonly readerPages?: ReaderPagesModel
}

/** Appends texts to a table once each, answering where each one is. */
function textTable() {
  const texts: string[] = []
  const places = new Map<string, number>()
  const ref = (text: string | null): TextRef => {
    if (text === null) return -1
    let place = places.get(text)
    if (place === undefined) {
      place = texts.push(text) - 1
      places.set(text, place)
    }
    return place
  }
  return { texts, ref }
}

/**
 * The index over `records`; a page's description and keywords are indexed with its page record
 * (the browser needs only the index, not their text).
 */
export function prepareSearchIndex(
  records: ReadonlyArray<SearchRecord>,
  synonyms: SearchSynonyms,
  summaries: PageSummaries = {},
  readerPages?: ReaderPagesModel,
): PreparedSearchIndex {
  const { texts, ref } = textTable()
  const rows = records.map((record): RecordRow => [
    record.objectID,
    record.type,
    SEARCH_LEVELS.map((level) => ref(record.hierarchy[level])),
    record.content,
    ref(record.url_without_anchor),
    record.anchor,
    ref(record.language),
    ref(record.docusaurus_tag),
    record.weight.pageRank,
    record.weight.level,
    record.weight.position,
  ])
  return {
    texts,
    records: rows,
    index: buildSearchIndex(records, summaries).toJSON(),
    synonyms,
    ...(readerPages ? { readerPages } : {}),
  }
}

/**
 * The small index the dialog answers its first key presses from while the full one opens: the
 * page titles (with their pages' descriptions and keywords) and the sections (h2) of every page, a tenth of the
 * records.
 */
export function prepareTitleIndex(
  records: ReadonlyArray<SearchRecord>,
  synonyms: SearchSynonyms,
  summaries: PageSummaries = {},
): PreparedSearchIndex {
  return prepareSearchIndex(
    records.filter((record) => record.type === 'lvl1' || record.type === 'lvl2'),
    synonyms,
    summaries,
  )
}

/** The records of a prepared index, as the build extracted them. */
export function preparedRecords({ texts, records }: PreparedSearchIndex): SearchRecord[] {
  const text = (ref: TextRef) => (ref === -1 ? null : texts[ref])
  return records.map(([objectID, type, levels, content, page, anchor, language, tag, pageRank, level, position]) => {
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = SEARCH_LEVELS.map((_, index) => text(levels[index] ?? -1))
    const pageUrl = text(page) ?? ''
    return {
      objectID,
      type,
      hierarchy: {
        lvl0: lvl0 ?? '',
        lvl1: lvl1 ?? '',
        lvl2: lvl2 ?? null,
        lvl3: lvl3 ?? null,
        lvl4: lvl4 ?? null,
        lvl5: lvl5 ?? null,
        lvl6: lvl6 ?? null,
      },
      content,
      url: anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(anchor)}`,
      url_without_anchor: pageUrl,
      anchor,
      language: text(language) ?? '',
      docusaurus_tag: text(tag) ?? '',
      weight: { pageRank, level, position },
    }
  })
}

export function openPreparedIndex(prepared: PreparedSearchIndex): LocalSearch {
  return loadLocalSearch(preparedRecords(prepared), prepared.index, prepared.synonyms, prepared.readerPages)
}
