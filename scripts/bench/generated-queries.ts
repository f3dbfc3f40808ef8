/**
 * Relevance queries generated from the site itself, so that the relevance test grows with the
 * content and holds for every page rather than for a hand-picked list: each page's title, its
 * title without stop words and its first three content words; each section heading (its page,
 * for a heading that several pages share, such as an API template's "Returns", and any page
 * whose title the heading's words name as well); each doc tag; and
 * the badges "deprecated" and "experimental". Pure: records and page facts in, queries out.
 */
import { hitRoute } from '../../src/components/search/hit-route'
import type { SearchRecord } from '../../src/shared/search/record'
import { indexTerms, queryWords, stem, STOP_WORDS, tokenize } from '../../src/shared/search/terms'
import type { RelevanceQuery } from './search-queries'

export type GeneratedKind = 'title' | 'title without stop words' | 'first title words' | 'heading' | 'tag' | 'badge'

export interface GeneratedQuery extends Omit<RelevanceQuery, 'kind'> {
  readonly kind: GeneratedKind
}

/** What the records do not say about a page: its tags and badges (from its frontmatter). */
export interface PageFacts {
  readonly route: string
  readonly tags: ReadonlyArray<string>
  readonly keywords: ReadonlyArray<string>
  /** An API page's kind (type, class, function…), null on a learn page. */
  readonly apiKind: string | null
  readonly deprecated: boolean
  readonly experimental: boolean
}

const contentWords = (text: string) => tokenize(text).filter((word) => !STOP_WORDS.has(word.toLowerCase()))

export function generatedQueries(
  records: ReadonlyArray<SearchRecord>,
  pages: ReadonlyArray<PageFacts>,
): GeneratedQuery[] {
  const queries: GeneratedQuery[] = []
  const add = (kind: GeneratedKind, query: string, expected: ReadonlyArray<string>) => {
    if (query.trim() !== '' && !queries.some((item) => item.query.toLowerCase() === query.toLowerCase()))
      queries.push({ kind, query, expected })
  }
  const docs = records.filter((record) => hitRoute(record.url_without_anchor).startsWith('/docs/'))
  const pagesWithTitle = new Map<string, Set<string>>()
  for (const record of docs.filter((item) => item.type === 'lvl1')) {
    const route = hitRoute(record.url_without_anchor)
    pagesWithTitle.set(record.hierarchy.lvl1, (pagesWithTitle.get(record.hierarchy.lvl1) ?? new Set()).add(route))
  }
  for (const [title, routes] of pagesWithTitle) {
    const expected = [...routes]
    add('title', title, expected)
    const words = contentWords(title)
    add('title without stop words', words.join(' '), expected)
    if (words.length > 3) add('first title words', words.slice(0, 3).join(' '), expected)
  }
  // h2 headings: the section, or any page that has it when several pages share it.
  const headings = new Map<string, Set<string>>()
  for (const record of docs.filter((item) => item.type === 'lvl2')) {
    headings.set(record.hierarchy.lvl2!, (headings.get(record.hierarchy.lvl2!) ?? new Set()).add(hitRoute(record.url)))
  }
  // A heading whose words also name a page ("Hydration" and HydrateStateManager) is answered by that page too.
  const titleTerms = [...pagesWithTitle].map(([title, routes]) => ({
    terms: new Set(tokenize(title).flatMap(indexTerms)),
    routes: [...routes],
  }))
  const pagesNamedBy = (query: string) => {
    const stems = queryWords(query).map(stem)
    return titleTerms.filter(({ terms }) => stems.every((word) => terms.has(word))).flatMap(({ routes }) => routes)
  }
  for (const [heading, sections] of headings) {
    const expected = sections.size === 1 ? [...sections] : [...sections].map((section) => section.replace(/#.*$/, ''))
    add('heading', heading, [...expected, ...pagesNamedBy(heading)])
  }
  const tags = new Map<string, string[]>()
  for (const page of pages) for (const tag of page.tags) tags.set(tag, [...(tags.get(tag) ?? []), page.route])
  for (const [tag, routes] of tags) add('tag', tag, routes)
  add(
    'badge',
    'deprecated',
    pages.filter((page) => page.deprecated).map((page) => page.route),
  )
  add(
    'badge',
    'experimental',
    pages.filter((page) => page.experimental).map((page) => page.route),
  )
  return queries.filter((query) => query.expected.length > 0)
}
