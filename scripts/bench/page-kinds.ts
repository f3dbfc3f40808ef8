/** One page of each kind the site builds: what `npm run bench` and the budget tests measure. */
export interface PageKind {
  readonly kind: string
  readonly label: string
  /** The route under the path prefix. */
  readonly route: string
  /**
   * Where Lighthouse audits the page, when not at `route`: Lighthouse refuses a document answered
   * with status 404 (ERRORED_DOCUMENT_REQUEST), so the 404 page is audited at /404, the same
   * page answered with 200.
   */
  readonly lighthouseRoute?: string
}

export const pageKinds: ReadonlyArray<PageKind> = [
  { kind: 'home', label: 'Home', route: '/' },
  { kind: 'generated-index', label: 'Generated index', route: '/docs/learn/tutorial' },
  { kind: 'learn', label: 'Learn page', route: '/docs/learn/tutorial/persisting-state' },
  { kind: 'api', label: 'API page', route: '/docs/api/core/StateManager' },
  { kind: 'blog-list', label: 'Blog list', route: '/blog' },
  { kind: 'blog-post', label: 'Blog post', route: '/blog/reincarnation-of-an-old-package' },
  { kind: 'search', label: 'Search page', route: '/search' },
  { kind: 'not-found', label: '404', route: '/nope', lighthouseRoute: '/404' },
]

/** The page's address on a server that serves the build under `prefix`. */
export function pageUrl(origin: string, prefix: string, route: string): string {
  return `${origin}${prefix}${route === '/' ? '/' : route}`
}
