/**
 * Link checking over the built HTML, so links written in MDX and links rendered by components are
 * checked by one mechanism. A link or a resource (image, script, stylesheet, icon, frame...) that
 * leads nowhere is an error; a link to a missing #anchor on an existing page is a warning. Pure functions, no Gatsby.
 */
import { editDistance } from '../../shared/edit-distance'
import { normaliseRoute } from '../../shared/routes'
import { scanHtml } from '../html-scan'

export interface BuiltPage {
  /** Route without the path prefix, e.g. /docs/learn/tutorial/setup ('/' for the home page). */
  readonly route: string
  /** The file the page comes from (an MDX file, or the page/template component). */
  readonly source: string
  readonly html: string
}

export interface LinkCheckOptions {
  readonly pathPrefix: string
  /** Whether a non-page file exists in the build output, given its path without the prefix (/img/logo.svg). */
  readonly fileExists: (file: string) => boolean
  /**
   * The site's public origin (https://glyph-cat.github.io): absolute URLs on it (canonical URL,
   * social card, feed entries) are checked like the site's own links.
   */
  readonly siteOrigin?: string
  /** What the check needs of a page, when the caller keeps it between builds; else read from its HTML. */
  readonly factsOf?: (page: BuiltPage) => PageLinkFacts
}

export interface LinkReport {
  readonly errors: string[]
  readonly warnings: string[]
}

/** A reference found in a page: a link a reader follows, or a resource the browser fetches. */
export interface PageReference {
  readonly kind: 'link' | 'resource'
  /** Element and attribute, e.g. `img srcset`. */
  readonly attribute: string
  readonly url: string
}

/** The URLs of a `srcset` (candidates are a URL and an optional descriptor, separated by commas). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let rest = srcset
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '')
    if (rest === '') return urls
    const url = /^\S+/.exec(rest)![0]
    rest = rest.slice(url.length)
    // A URL that ends in a comma has no descriptor; otherwise the descriptor runs to the next comma.
    if (url.endsWith(',')) urls.push(url.replace(/,+$/, ''))
    else {
      urls.push(url)
      rest = rest.replace(/^[^,]*/, '')
    }
  }
}

/** An attribute that holds a URL, on the elements of one tag (and only those that match `when`). */
interface UrlAttribute {
  readonly kind: PageReference['kind']
  readonly tag: string
  readonly attribute: string
  readonly when?: readonly [attribute: string, value: string]
}

const urlAttributes: ReadonlyArray<UrlAttribute> = [
  ...[
    ['a', 'href'],
    ['area', 'href'],
  ].map(([tag, attribute]) => ({ kind: 'link' as const, tag: tag, attribute: attribute })),
  ...[
    ['link', 'href'],
    ['script', 'src'],
    ['img', 'src'],
    ['img', 'srcset'],
    ['source', 'src'],
    ['source', 'srcset'],
    ['iframe', 'src'],
    ['video', 'src'],
    ['video', 'poster'],
    ['audio', 'src'],
    ['track', 'src'],
    ['embed', 'src'],
    ['object', 'data'],
  ].map(([tag, attribute]) => ({ kind: 'resource' as const, tag: tag, attribute: attribute })),
  ...[
    ['property', 'og:url'],
    ['property', 'og:image'],
    ['name', 'twitter:image'],
  ].map(([name, value]) => ({
    kind: 'resource' as const,
    tag: 'meta',
    attribute: 'content',
    when: [name, value] as const,
  })),
]

export interface PageLinkFacts {
  /** Every link and resource reference, entity-decoded: links first, then resources. */
  readonly references: ReadonlyArray<PageReference>
  /** Every fragment target: element ids, and the names of `<a name>` anchors. */
  readonly ids: ReadonlySet<string>
}

/** The URL attributes of each tag. */
const urlAttributesByTag = new Map<string, UrlAttribute[]>()
for (const candidate of urlAttributes)
  urlAttributesByTag.set(candidate.tag, [...(urlAttributesByTag.get(candidate.tag) ?? []), candidate])

/** What the link check needs of a page, in one streaming pass over its HTML. */
export function pageLinkFacts(html: string): PageLinkFacts {
  const found = new Map<UrlAttribute, PageReference[]>(urlAttributes.map((candidate) => [candidate, []]))
  const ids: string[] = []
  scanHtml(html, {
    element(tag) {
      const candidates = urlAttributesByTag.get(tag.name)
      // Attributes are read only where a URL or an id can be (most elements have neither).
      if (!candidates && !tag.has('id')) return
      const attributes = tag.attributes()
      if (attributes.id) ids.push(attributes.id)
      if (tag.name === 'a' && attributes.name !== undefined) ids.push(attributes.name)
      for (const candidate of candidates ?? []) {
        const value = attributes[candidate.attribute]
        if (value === undefined) continue
        if (candidate.when && attributes[candidate.when[0]] !== candidate.when[1]) continue
        const urls = candidate.attribute === 'srcset' ? srcsetUrls(value) : [value.trim()]
        found
          .get(candidate)!
          .push(...urls.map((url) => ({ kind: candidate.kind, attribute: `${tag.name} ${candidate.attribute}`, url })))
      }
    },
  })
  return { references: [...found.values()].flat(), ids: new Set(ids) }
}

/** Every link and resource reference of a page, entity-decoded. */
export function extractReferences(html: string): ReadonlyArray<PageReference> {
  return pageLinkFacts(html).references
}

/** The href of every `<a>` element, entity-decoded. */
export function extractHrefs(html: string): string[] {
  return extractReferences(html)
    .filter((reference) => reference.attribute === 'a href')
    .map((reference) => reference.url)
}

/** Every fragment target of the page: element ids, and the names of `<a name>` anchors. */
export function extractIds(html: string): ReadonlySet<string> {
  return pageLinkFacts(html).ids
}

const origin = 'http://site.invalid'

/** The fix for a mistyped link: the page whose route is within a few typos of it, if one is. */
function didYouMean(route: string, routes: Iterable<string>): string {
  const limit = 3
  let best: { route: string; distance: number } | null = null
  for (const candidate of routes) {
    const distance = editDistance(route, candidate, limit)
    if (distance <= limit && (!best || distance < best.distance)) best = { route: candidate, distance }
  }
  return best ? `; did you mean ${best.route}?` : ''
}

/** Where a reference leads: another site, outside the path prefix, or a file of this site. */
type Target =
  | { readonly leads: 'elsewhere' }
  | { readonly leads: 'outside' }
  | { readonly leads: 'here'; readonly file: string; readonly route: string; readonly anchor: string }

function targetOf(value: string, base: URL, options: LinkCheckOptions): Target {
  const { pathPrefix } = options
  let url = new URL(value, base)
  if (options.siteOrigin && url.origin === options.siteOrigin)
    url = new URL(`${url.pathname}${url.search}${url.hash}`, origin)
  if (url.origin !== origin) return { leads: 'elsewhere' }
  if (url.pathname !== pathPrefix && !url.pathname.startsWith(`${pathPrefix}/`)) return { leads: 'outside' }
  const file = decodeURIComponent(url.pathname.slice(pathPrefix.length)) || '/'
  return { leads: 'here', file, route: normaliseRoute(file), anchor: decodeURIComponent(url.hash.slice(1)) }
}

/** A URL that does not depend on the page it is on: absolute, or a path from the root. */
const baseIndependent = (value: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(value) || (value.startsWith('/') && !value.startsWith('//'))

export function checkLinks(pages: ReadonlyArray<BuiltPage>, options: LinkCheckOptions): LinkReport {
  const { pathPrefix } = options
  const facts = pages.map(options.factsOf ?? ((page) => pageLinkFacts(page.html)))
  const idsByRoute = new Map(pages.map((page, index) => [normaliseRoute(page.route), facts[index].ids]))
  const errors: string[] = []
  const warnings: string[] = []
  // Every docs page links every page of its sidebar: each such URL is resolved once for the site.
  const targets = new Map<string, Target>()

  for (const [index, page] of pages.entries()) {
    const base = new URL(`${pathPrefix}${page.route === '/' ? '/' : page.route}`, origin)
    const where = `${page.source} (page ${page.route})`
    const seen = new Set<string>()
    for (const { kind, attribute, url: value } of facts[index].references) {
      if (seen.has(`${attribute} ${value}`)) continue
      seen.add(`${attribute} ${value}`)
      const what = kind === 'link' ? 'link' : attribute
      if (value === '') {
        errors.push(`${where}: ${kind === 'link' ? 'a link has an empty href' : `an empty ${attribute}`}`)
        continue
      }
      let target = baseIndependent(value) ? targets.get(value) : undefined
      if (!target) {
        target = targetOf(value, base, options)
        if (baseIndependent(value)) targets.set(value, target)
      }
      if (target.leads === 'elsewhere') continue
      if (target.leads === 'outside') {
        errors.push(`${where}: broken ${what} to ${value} (outside the path prefix ${pathPrefix})`)
        continue
      }
      const { file, route, anchor } = target
      const targetIds = idsByRoute.get(route)
      if (!targetIds) {
        if (!options.fileExists(file))
          errors.push(
            `${where}: broken ${what} to ${value} (${kind === 'link' ? `no page ${route}${didYouMean(route, idsByRoute.keys())}` : `no file ${file}`})`,
          )
        continue
      }
      if (kind === 'link' && anchor !== '' && !targetIds.has(anchor)) {
        warnings.push(`${where}: link to ${value} names the anchor #${anchor}, which page ${route} does not have`)
      }
    }
  }
  return { errors, warnings }
}

/** Every absolute URL under `siteUrl` (origin and path prefix) in a feed's text (RSS, Atom or JSON). */
export function feedUrls(text: string, siteUrl: string): string[] {
  const pattern = new RegExp(`${siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=[/"<?#]|$)[^\\s"'<>]*`, 'g')
  return [...new Set(text.match(pattern) ?? [])].map((url) => url.replace(/&amp;/g, '&'))
}

/** A file that is not HTML (a feed) as a page holding only its links, for checkLinks. */
export function standInPage(route: string, source: string, urls: ReadonlyArray<string>): BuiltPage {
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return { route, source, html: urls.map((url) => `<a href="${attribute(url)}"></a>`).join('\n') }
}
