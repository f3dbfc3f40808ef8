import { withPrefix } from 'gatsby'
import type { AnchorHTMLAttributes } from 'react'
import { SiteLink } from '../link/SiteLink'

/** The path prefix of this build: '/cotton-box' with --prefix-paths, '' in `gatsby develop`. */
const pathPrefix = withPrefix('/').replace(/\/$/, '')

/**
 * gatsby-plugin-mdx already puts the path prefix in front of Markdown links; SiteLink (Gatsby's
 * Link) adds it again, so it is taken off here first.
 */
export function routeOfMdxHref(href: string, prefix = pathPrefix): string {
  return prefix !== '' && href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href
}

/** Markdown links go through SiteLink: routes navigate client-side, other sites open safely. */
function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SiteLink href={routeOfMdxHref(href)} {...rest}>
      {children}
    </SiteLink>
  )
}

/** The components MDX content renders with. */
export const mdxComponents = {
  a: MdxLink,
}
