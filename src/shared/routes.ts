/** Route arithmetic shared by build-time and browser code. */

/** '/docs/x/', '/docs/x.html' and '/docs/x/index.html' are the route '/docs/x'; home is '/'. */
export function normaliseRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The route of a browser pathname: without the path prefix, normalised. */
export function routeOfPathname(pathname: string, pathPrefix: string): string {
  const inside = pathPrefix !== '' && (pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`))
  return normaliseRoute(inside ? pathname.slice(pathPrefix.length) : pathname)
}

/** Where doc tags live: the list at /docs/tags, one page per tag below it. */
export const TAGS_ROUTE = '/docs/tags'

/** `State machines` → `state-machines`. */
export function tagSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const tagRoute = (tag: string) => `${TAGS_ROUTE}/${tagSlug(tag)}`
