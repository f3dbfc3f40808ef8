/**
 * Link checking over the built HTML, so links written in MDX and links rendered by components are
 * checked by one mechanism. A link to a page that does not exist is an error; a link to a missing
 * #anchor on an existing page is a warning (SPEC.md section 2). Pure functions, no Gatsby.
 */
import { normaliseRoute } from '../shared/routes'

export interface BuiltPage {
  /** Route without the path prefix, e.g. /docs/learn/tutorial/setup ('/' for the home page). */
  readonly route: string
  /** The file the page comes from (an MDX file, or the page/template component). */
  readonly source: string
  readonly html: string
}

export interface LinkCheckOptions {
  readonly pathPrefix: string
  /** Whether a non-page file (e.g. /img/logo.svg) exists in the build output. */
  readonly fileExists: (route: string) => boolean
}

export interface LinkReport {
  readonly errors: string[]
  readonly warnings: string[]
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity)
}

/** The href of every `<a>` element, entity-decoded. */
export function extractHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''))
}

/** Every element id in the page. */
export function extractIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? '')))
}

const origin = 'http://site.invalid'

export function checkLinks(pages: ReadonlyArray<BuiltPage>, options: LinkCheckOptions): LinkReport {
  const { pathPrefix } = options
  const idsByRoute = new Map(pages.map((page) => [normaliseRoute(page.route), extractIds(page.html)]))
  const errors: string[] = []
  const warnings: string[] = []

  for (const page of pages) {
    const base = new URL(`${pathPrefix}${page.route === '/' ? '/' : page.route}`, origin)
    const where = `${page.source} (page ${page.route})`
    for (const href of new Set(extractHrefs(page.html))) {
      if (href === '') {
        errors.push(`${where}: a link has an empty href`)
        continue
      }
      const url = new URL(href, base)
      if (url.origin !== origin) continue
      if (url.pathname !== pathPrefix && !url.pathname.startsWith(`${pathPrefix}/`)) {
        errors.push(`${where}: broken link to ${href} (outside the path prefix ${pathPrefix})`)
        continue
      }
      const route = normaliseRoute(url.pathname.slice(pathPrefix.length))
      const targetIds = idsByRoute.get(route)
      if (!targetIds) {
        if (!options.fileExists(route)) errors.push(`${where}: broken link to ${href} (no page ${route})`)
        continue
      }
      const anchor = decodeURIComponent(url.hash.slice(1))
      if (anchor !== '' && !targetIds.has(anchor)) {
        warnings.push(`${where}: link to ${href} names the anchor #${anchor}, which page ${route} does not have`)
      }
    }
  }
  return { errors, warnings }
}
