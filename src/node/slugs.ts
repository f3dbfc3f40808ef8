/** Where docs pages live: file paths to slugs, slugs to routes, and slug collisions. */

/**
 * The slug of a docs file from its path relative to `content/docs`: the path without its
 * extension, and `index` files take their folder's slug. A frontmatter slug replaces it.
 */
export function docSlug(relativePath: string, frontmatterSlug?: string): string {
  if (frontmatterSlug !== undefined) return frontmatterSlug
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx$/, '')
  return withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '')
}

/** The folder a docs file sits in, relative to `content/docs` ('' at the top). */
export function docDirectory(relativePath: string): string {
  const parts = relativePath.replace(/\\/g, '/').split('/')
  return parts.slice(0, -1).join('/')
}

/** The route of a docs slug, without the path prefix. */
export function docRoute(slug: string): string {
  return slug === '' ? '/docs' : `/docs/${slug}`
}

export interface SlugOwner {
  readonly slug: string
  /** What claims the slug: a file path, or a description such as a sidebar category. */
  readonly owner: string
}

/** One message per slug claimed more than once, naming every claimant and the route they share. */
export function findSlugCollisions(
  owners: ReadonlyArray<SlugOwner>,
  routeOf: (slug: string) => string = docRoute,
): string[] {
  const bySlug = new Map<string, string[]>()
  for (const { slug, owner } of owners) {
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), owner])
  }
  return [...bySlug.entries()]
    .filter(([, claimants]) => claimants.length > 1)
    .map(([slug, claimants]) => `the route ${routeOf(slug)} is claimed by ${claimants.join(' and ')}`)
}
