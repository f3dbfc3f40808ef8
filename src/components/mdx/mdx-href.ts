/**
 * gatsby-plugin-mdx already puts the path prefix in front of Markdown links, and Gatsby's Link adds
 * it again; so the route of a Markdown href is the href without the prefix.
 */
export function routeOfMdxHref(href: string, pathPrefix: string): string {
  return pathPrefix !== '' && href.startsWith(`${pathPrefix}/`) ? href.slice(pathPrefix.length) : href
}
