// @ts-check
/**
 * How the production server answers a request path: exactly as GitHub Pages, the site's host,
 * answers it, so that what passes here passes there. In order:
 *   1. a file at the path is served as it is (`/x.md`, `/x.html`, `/x/index.html`);
 *   2. `/x` is served from `x.html` when that file exists (even when a folder `x/` exists too);
 *   3. `/x`, when `x` is a folder, answers 301 to `/x/`;
 *   4. `/x/` is served from `x/index.html`;
 *   5. anything else gets `404.html` with status 404.
 * The build writes `x.html` beside `x/index.html` for every page (src/node/hosting/), so a
 * page's canonical URL `/x` answers 200 by rule 2; the page's own script then puts the plain path
 * in the address bar when it was reached as `/x.html`, `/x/` or `/x/index.html`. Pure: the file
 * system is asked through `exists`.
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
  // The site is the folder `prefix` of the host: rule 3 applies to the prefix itself.
  if (pathname === prefix) return { kind: 'redirect', location: `${prefix}/${search}` }
  if (!pathname.startsWith(`${prefix}/`)) return { kind: 'not-found' }
  const inner = pathname.slice(prefix.length)
  if (inner.split('/').includes('..')) return { kind: 'not-found' }

  if (inner.endsWith('/')) {
    return exists(`${inner}index.html`) === 'file'
      ? { kind: 'file', file: `${inner}index.html` }
      : { kind: 'not-found' }
  }
  const found = exists(inner)
  if (found === 'file') return { kind: 'file', file: inner }
  if (exists(`${inner}.html`) === 'file') return { kind: 'file', file: `${inner}.html` }
  if (found === 'dir') return { kind: 'redirect', location: `${prefix}${inner}/${search}` }
  return { kind: 'not-found' }
}
