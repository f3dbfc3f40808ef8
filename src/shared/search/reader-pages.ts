/**
 * The pages a question in readers' own words asks for: a naive Bayes model, learned at build time
 * from the queries readers type for each page (the authors' content/search-reader-queries.yml)
 * with each page's title, description and headings. Word matching finds the pages that hold a
 * question's words; a reader asking in other words ("keep my settings after a reload", "stop the
 * flicker") names none of them. The model knows which pages such words point to, so a question of
 * several words gets its pages beside word matching's (fusePageOrder). Pure.
 */
import { queryWords, stem, STOP_WORDS, tokenize, wordParts } from './terms'

/** The model as the build writes it into the prepared index. */
export interface ReaderPagesModel {
  /** The pages, by address (url_without_anchor). */
  readonly pages: string[]
  /** For each page, how many terms its texts hold in all (each text counting a term once). */
  readonly totals: number[]
  /** For each term, pairs of a page's place in `pages` and how many of its texts hold the term. */
  readonly terms: Readonly<Record<string, number[]>>
}

/** One page's texts to learn from: the queries readers type for it, its title, description and headings. */
export interface ReaderPageTexts {
  readonly page: string
  readonly texts: ReadonlyArray<string>
}

/**
 * Smoothing for a term a page's texts never hold. 0.5 ranked the tuned queries' pages best of 0.1,
 * 0.5 and 1 (scripts/bench, 2026-12-02).
 */
const SMOOTHING = 0.5
/**
 * Queries from this many searched words on get the model's pages: a single word is a name, a
 * prefix or a topic, which word matching answers and the model only blurs.
 */
export const READER_PAGES_FROM_WORDS = 2
/** How many of the model's pages join the results: 3 ranked the tuned queries best of 3, 5, 10 and all. */
export const READER_PAGES_COUNT = 3
/**
 * Reciprocal-rank fusion's constant: a page's score from each list is 1 / (FUSION_K + its place),
 * from 1. Small, so the first places of either list count most; 2 did better than 10 and 60.
 */
const FUSION_K = 2
/**
 * When the model gives its first page at least this probability, its list counts CONFIDENT_WEIGHT
 * times word matching's: a sure model is right more often than a page that shares a word.
 * Chosen on the tuned queries and on each batch of readers' queries with the model learned from
 * the other (0.5 and 2 of 0.3 to 0.9 and 1.5 to 3).
 */
const CONFIDENT = 0.5
const CONFIDENT_WEIGHT = 2

/** The model's pages for a query, most likely first, and how much their list counts beside word matching's. */
export interface ReaderPages {
  readonly pages: string[]
  readonly weight: number
}

export const NO_READER_PAGES: ReaderPages = { pages: [], weight: 1 }

/** A text's terms: each word's stem and its camel-case parts' stems, stop words left out. */
function modelTerms(text: string): string[] {
  const terms = new Set<string>()
  for (const word of tokenize(text)) {
    const lower = word.toLowerCase()
    if (STOP_WORDS.has(lower)) continue
    terms.add(stem(lower))
    for (const part of wordParts(word)) terms.add(stem(part))
  }
  return [...terms]
}

/** Learns the model from each page's texts. */
export function learnReaderPages(pages: ReadonlyArray<ReaderPageTexts>): ReaderPagesModel {
  // A Map, not an object: a term may be "constructor".
  const terms = new Map<string, number[]>()
  const totals = pages.map(({ texts }, place) => {
    const counts = new Map<string, number>()
    let total = 0
    for (const text of texts) {
      for (const term of modelTerms(text)) {
        counts.set(term, (counts.get(term) ?? 0) + 1)
        total++
      }
    }
    for (const [term, count] of counts) {
      const pairs = terms.get(term)
      if (pairs) pairs.push(place, count)
      else terms.set(term, [place, count])
    }
    return total
  })
  return { pages: pages.map(({ page }) => page), totals, terms: Object.fromEntries(terms) }
}

/**
 * The model's first READER_PAGES_COUNT pages for `query`, most likely first; none for a query
 * of fewer than READER_PAGES_FROM_WORDS searched words, or with no word the model knows.
 */
export function readerPagesFor(model: ReaderPagesModel, query: string): ReaderPages {
  if (queryWords(query).length < READER_PAGES_FROM_WORDS) return NO_READER_PAGES
  const known = modelTerms(query).filter((term) => Object.hasOwn(model.terms, term))
  if (known.length === 0) return NO_READER_PAGES
  const vocabulary = Object.keys(model.terms).length
  const scores = model.totals.map((total) => known.length * -Math.log(total + SMOOTHING * vocabulary))
  for (const term of known) {
    const counts = new Map<number, number>()
    const pairs = model.terms[term]
    for (let index = 0; index < pairs.length; index += 2) counts.set(pairs[index], pairs[index + 1])
    scores.forEach((_, place) => (scores[place] += Math.log((counts.get(place) ?? 0) + SMOOTHING)))
  }
  const ranked = model.pages.map((page, place) => ({ page, score: scores[place] })).sort((a, b) => b.score - a.score)
  // The first page's probability among all pages, from the log-likelihoods (equal priors).
  const first = 1 / ranked.reduce((sum, { score }) => sum + Math.exp(score - ranked[0].score), 0)
  return {
    pages: ranked.slice(0, READER_PAGES_COUNT).map(({ page }) => page),
    weight: first >= CONFIDENT ? CONFIDENT_WEIGHT : 1,
  }
}

/**
 * Word matching's results, reordered by page so that the model's pages stand beside word
 * matching's by reciprocal-rank fusion. A page keeps its results and their order; the place of
 * each page's first result goes to the pages in their fused order, and its other results keep
 * their places, after its first; the model's list counts `weight` times word matching's. A page
 * only the model names joins through `pageItem` (its page
 * record), unless that gives none (a page the request filters out). With `keepFirst` (the first
 * result's own title says the query: a heading typed word for word), its page stays first.
 */
export function fusePageOrder<Item>(
  items: ReadonlyArray<Item>,
  pageOf: (item: Item) => string,
  { pages: readerPages, weight }: ReaderPages,
  pageItem: (page: string) => Item | undefined,
  keepFirst = false,
): Item[] {
  if (readerPages.length === 0) return [...items]
  const byPage = new Map<string, Item[]>()
  for (const item of items) {
    const page = pageOf(item)
    const list = byPage.get(page)
    if (list) list.push(item)
    else byPage.set(page, [item])
  }
  const engineOrder = [...byPage.keys()]
  const score = (page: string) =>
    [
      { place: engineOrder.indexOf(page), counts: 1 },
      { place: readerPages.indexOf(page), counts: weight },
    ].reduce((sum, { place, counts }) => sum + (place === -1 ? 0 : counts / (FUSION_K + place + 1)), 0)
  for (const page of readerPages) {
    if (byPage.has(page)) continue
    const item = pageItem(page)
    if (item !== undefined) byPage.set(page, [item])
  }
  // A stable sort: between equal scores, word matching's order, then the model's.
  const first = keepFirst ? engineOrder.slice(0, 1) : []
  const fused = [
    ...first,
    ...[...byPage.keys()].filter((page) => !first.includes(page)).sort((a, b) => score(b) - score(a)),
  ]
  const result: Item[] = []
  const placed = new Set<string>()
  const pending = new Map<string, Item[]>()
  let next = 0
  const place = (page: string) => {
    result.push(byPage.get(page)![0], ...(pending.get(page) ?? []))
    placed.add(page)
    pending.delete(page)
  }
  const seen = new Set<string>()
  for (const item of items) {
    const page = pageOf(item)
    if (!seen.has(page)) {
      seen.add(page)
      place(fused[next++])
    } else if (placed.has(page)) result.push(item)
    else pending.set(page, [...(pending.get(page) ?? []), item])
  }
  while (next < fused.length) place(fused[next++])
  return result
}
