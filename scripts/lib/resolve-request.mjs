// @ts-check
/**
 * How the production server answers a request path: the canonical form of every route is
 * `{prefix}/x` (no trailing slash, no .html), and the other forms redirect to it (SPEC.md
 * section 2). Pure: the file system is asked through `exists`.
 */

/**
 * @typedef {{ kind: 'redirect', location: string }
 *   | { kind: 'file', file: string }
 *   | { kind: 'not-found' }} Resolution
 */

/**
 * @param {string} pathname the request path, e.g. /cotton-box/docs/x.html
 * @param {string} search the query string with its '?', or ''
 * @param {string} prefix the path prefix, e.g. /cotton-box
 * @param {(file: string) => 'file' | 'dir' | null} exists what is at a path inside the site folder
 * @returns {Resolution}
 */
export function resolveRequest(pathname, search, prefix, exists) {
  if (pathname === prefix) return { kind: 'redirect', location: `${prefix}/${search}` }
  if (!pathname.startsWith(`${prefix}/`)) return { kind: 'not-found' }
  const inner = pathname.slice(prefix.length)
  if (inner.split('/').includes('..')) return { kind: 'not-found' }

  // Files are served as they are (assets, feeds, the playground runner pages); a page's
  // index.html only through its route.
  if (!/(^|\/)index\.html$/.test(inner) && exists(inner) === 'file') return { kind: 'file', file: inner }

  const canonical = inner.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/'
  if (canonical !== inner && !(canonical === '/' && inner === '/')) {
    return { kind: 'redirect', location: `${prefix}${canonical === '/' ? '/' : canonical}${search}` }
  }
  const index = `${canonical === '/' ? '' : canonical}/index.html`
  if (exists(index) === 'file') return { kind: 'file', file: index }
  return { kind: 'not-found' }
}
