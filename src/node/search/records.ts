/**
 * DocSearch records from a built page's HTML, following the markup contract of
 * src/shared/search/markup.ts. Reading the built HTML (not the MDX) indexes what readers see, for
 * every page kind, with the anchors the page really has. Pure: no files, no Gatsby.
 */
import { createHash } from 'node:crypto'
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser'
import { SEARCH_IGNORE_ATTRIBUTE, SEARCH_KIND_ATTRIBUTE, SEARCH_SECTION_ATTRIBUTE } from '../../shared/search/markup'
import {
  SEARCH_LEVELS,
  type SearchHierarchy,
  type SearchPageKind,
  type SearchRecord,
  type SearchRecordType,
} from '../../shared/search/record'

export interface RecordOptions {
  /** Origin and path prefix of the deployed site, e.g. https://glyph-cat.github.io/cotton-box. */
  readonly siteUrl: string
  readonly language: string
  /** The `docusaurus_tag` facet value of each page kind. */
  readonly tags: Readonly<Record<SearchPageKind, string>>
}

const skippedTags = new Set(['pre', 'script', 'style', 'template', 'svg', 'button', 'noscript'])
const headingLevels: Readonly<Record<string, 2 | 3 | 4 | 5 | 6>> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
const blockTags = new Set(['p', 'ul', 'ol', 'div', 'pre', 'table', 'blockquote'])
/** Custom ranking weight per record type: the page, then deeper headings, then content. */
const levelWeight: Readonly<Record<SearchRecordType, number>> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
}

const tagOf = (element: HTMLElement) => element.rawTagName?.toLowerCase() ?? ''
const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE
const isSkipped = (element: HTMLElement) =>
  skippedTags.has(tagOf(element)) || element.hasAttribute(SEARCH_IGNORE_ATTRIBUTE)

/** The visible prose of an element: code blocks and ignored subtrees left out, whitespace collapsed. */
function proseOf(node: Node): string {
  const collect = (current: Node): string => {
    if (current.nodeType === NodeType.TEXT_NODE) return current.text
    if (!isElement(current) || isSkipped(current)) return ''
    if (tagOf(current) === 'br') return ' '
    return current.childNodes.map(collect).join('')
  }
  return collect(node).replace(/\s+/g, ' ').trim()
}

/** A short id that is the same in every build for the same page, anchor, type and position. */
function stableId(...parts: ReadonlyArray<string | number>): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20)
}

const regionStartTag = new RegExp(`<[a-zA-Z][^>]*\\s${SEARCH_SECTION_ATTRIBUTE}=`)

/** Every record of one built page; none when the page carries no search region. */
export function extractSearchRecords(html: string, route: string, options: RecordOptions): SearchRecord[] {
  // Only the region is parsed, from its start tag on: the sidebar before it holds every page of
  // the sidebar, and parsing it on every page would make the records cost the square of the pages.
  const start = html.search(regionStartTag)
  if (start === -1) return []
  const region = parse(html.slice(start)).querySelector(`[${SEARCH_SECTION_ATTRIBUTE}]`)
  if (!region) return []
  const lvl0 = region.getAttribute(SEARCH_SECTION_ATTRIBUTE) ?? ''
  const kind = region.getAttribute(SEARCH_KIND_ATTRIBUTE)
  if (kind !== 'docs' && kind !== 'blog') {
    throw new Error(`Page ${route}: ${SEARCH_KIND_ATTRIBUTE} must be "docs" or "blog", got ${JSON.stringify(kind)}`)
  }
  const title = region.querySelector('h1')
  const lvl1 = title ? proseOf(title) : ''
  if (lvl0 === '' || lvl1 === '') {
    throw new Error(`Page ${route}: a search region needs a non-empty ${SEARCH_SECTION_ATTRIBUTE} and an h1 title`)
  }

  const pageUrl = `${options.siteUrl}${route === '/' ? '/' : route}`
  const records: SearchRecord[] = []
  const headings: Array<string | null> = [null, null, null, null, null] // lvl2..lvl6
  let anchor: string | null = null
  /** How many records of each type the current heading has had: the position part of the id. */
  let ordinals = new Map<SearchRecordType, number>()

  const add = (type: SearchRecordType, content: string | null) => {
    const ordinal = ordinals.get(type) ?? 0
    ordinals.set(type, ordinal + 1)
    const hierarchy: SearchHierarchy = {
      lvl0,
      lvl1,
      lvl2: headings[0] ?? null,
      lvl3: headings[1] ?? null,
      lvl4: headings[2] ?? null,
      lvl5: headings[3] ?? null,
      lvl6: headings[4] ?? null,
    }
    records.push({
      objectID: stableId(route, anchor ?? '', ...SEARCH_LEVELS.map((level) => hierarchy[level] ?? ''), type, ordinal),
      type,
      hierarchy,
      content,
      url: anchor === null ? pageUrl : `${pageUrl}#${encodeURIComponent(anchor)}`,
      url_without_anchor: pageUrl,
      anchor,
      language: options.language,
      docusaurus_tag: options.tags[kind],
      weight: { pageRank: 0, level: levelWeight[type], position: records.length },
    })
  }

  const visit = (element: HTMLElement) => {
    if (isSkipped(element)) return
    const tag = tagOf(element)
    const level = headingLevels[tag]
    if (level !== undefined) {
      const text = proseOf(element)
      if (text === '') return
      headings[level - 2] = text
      headings.fill(null, level - 1)
      anchor = element.id || anchor
      ordinals = new Map()
      add(`lvl${level}`, null)
      return
    }
    const isLooseListItem =
      tag === 'li' && element.childNodes.some((child) => isElement(child) && blockTags.has(tagOf(child)))
    if ((tag === 'p' || tag === 'li') && !isLooseListItem) {
      const text = proseOf(element)
      if (text !== '') add('content', text)
      return
    }
    if (tag === 'h1') return
    for (const child of element.childNodes) if (isElement(child)) visit(child)
  }

  add('lvl1', null)
  for (const child of region.childNodes) if (isElement(child)) visit(child)
  return records
}
