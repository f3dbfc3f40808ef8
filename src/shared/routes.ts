/** Route arithmetic shared by build-time and browser code. */

/** '/docs/x/', '/docs/x.html' and '/docs/x/index.html' are the route '/docs/x'; home is '/'. */
export function normaliseRoute(pathname: string): string {
  const trimmed = pathname
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The route of a browser pathname: without the path prefix, normalised. */
export function routeOfPathname(pathname: string, pathPrefix: string): string {
  const inside = pathPrefix !== '' && (pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`))
  return normaliseRoute(inside ? pathname.slice(pathPrefix.length) : pathname)
}

/** The docs root, which lists every sidebar. */
export const DOCS_ROUTE = '/docs'

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

/** Blog routes. */
export const BLOG_ROUTE = '/blog'
export const BLOG_ARCHIVE_ROUTE = '/blog/archive'
export const BLOG_AUTHORS_ROUTE = '/blog/authors'
export const BLOG_TAGS_ROUTE = '/blog/tags'
/** Posts per page of the blog list. */
export const BLOG_POSTS_PER_PAGE = 10

export const blogPostRoute = (slug: string) => `${BLOG_ROUTE}/${slug}`
export const blogAuthorRoute = (key: string) => `${BLOG_AUTHORS_ROUTE}/${key}`
export const blogTagRoute = (tag: string) => `${BLOG_TAGS_ROUTE}/${tagSlug(tag)}`
/** Page 1 of the blog list is /blog; later pages are /blog/page/2 and on. */
export const blogListRoute = (page: number) => (page <= 1 ? BLOG_ROUTE : `${BLOG_ROUTE}/page/${page}`)
