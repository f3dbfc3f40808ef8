/**
 * What the DocSearch crawler takes from a built page with its Docusaurus v2 & v3 template, the
 * one that fills the old site's Algolia index (docsearch.algolia.com/docs/templates). The
 * crawler downloads the HTML, runs no JavaScript and applies the template's selectors with
 * Cheerio; this model applies the same selectors with node-html-parser, so tests can compare the
 * outcome with the site's own search records. Pure: HTML in, what the crawler reads out.
 */
import { parse, type HTMLElement } from 'node-html-parser'

/** The template's selectors, as it writes them. */
export const DOCUSAURUS_TEMPLATE = {
  /**
   * The text of the last match (the deepest active sidebar category, else the active navbar item),
   * else `lvl0Default`.
   */
  lvl0: '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
  lvl0Default: 'Documentation',
  /** The first of these selectors that matches; a page without a match gives no records. */
  lvl1: ['header h1', 'article h1'],
  headings: {
    2: 'article h2',
    3: 'article h3',
    4: 'article h4',
    5: 'article h5, article td:first-child',
    6: 'article h6',
  },
  content: 'article p, article li, article td:last-child',
} as const

export type CrawledLevel = keyof typeof DOCUSAURUS_TEMPLATE.headings

export interface CrawledHeading {
  readonly level: CrawledLevel
  readonly text: string
  /** The element's id: the `#anchor` of the heading's records. */
  readonly anchor: string | null
  /** A table's first cell, which the template takes as a lvl5 heading. */
  readonly tableCell: boolean
}

export interface CrawledPage {
  readonly lvl0: string
  readonly lvl1: string
  /** In reading order. */
  readonly headings: ReadonlyArray<CrawledHeading>
  readonly content: ReadonlyArray<string>
  /** The `docsearch:*` meta tags by name without the prefix, which the crawler copies into every record. */
  readonly meta: Readonly<Record<string, string>>
}

const headingLevels = Object.keys(DOCUSAURUS_TEMPLATE.headings).map(Number) as CrawledLevel[]
const textOf = (element: HTMLElement) => element.text.replace(/\s+/g, ' ').trim()

/** What the crawler reads from one page; null when the page has no lvl1, which gives no records. */
export function crawlPage(html: string): CrawledPage | null {
  const root = parse(html)
  const title = DOCUSAURUS_TEMPLATE.lvl1
    .map((selector) => root.querySelector(selector))
    .find((element) => element !== null)
  const lvl1 = title ? textOf(title) : ''
  if (lvl1 === '') return null

  const lvl0Element = root.querySelectorAll(DOCUSAURUS_TEMPLATE.lvl0).at(-1)
  const lvl0 = (lvl0Element && textOf(lvl0Element)) || DOCUSAURUS_TEMPLATE.lvl0Default

  const matches = headingLevels.map((level) => ({
    level,
    elements: new Set(root.querySelectorAll(DOCUSAURUS_TEMPLATE.headings[level])),
  }))
  // querySelectorAll('*') lists elements in document order, which is the order of the records.
  const headings = root.querySelectorAll('*').flatMap((element): CrawledHeading[] => {
    const level = matches.find((match) => match.elements.has(element))?.level
    const text = textOf(element)
    if (level === undefined || text === '') return []
    return [{ level, text, anchor: element.id || null, tableCell: element.rawTagName.toLowerCase() === 'td' }]
  })

  const content = root
    .querySelectorAll(DOCUSAURUS_TEMPLATE.content)
    .map(textOf)
    .filter((text) => text !== '')

  const prefix = 'docsearch:'
  const meta = Object.fromEntries(
    root
      .querySelectorAll(`meta[name^="${prefix}"]`)
      .map((tag) => [(tag.getAttribute('name') ?? '').slice(prefix.length), tag.getAttribute('content') ?? '']),
  )
  return { lvl0, lvl1, headings, content, meta }
}
