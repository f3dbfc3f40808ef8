import type { AnchorHTMLAttributes } from 'react'
import { pathPrefix } from '../link/path-prefix'
import { SiteLink } from '../link/SiteLink'
import { routeOfMdxHref } from './mdx-href'

/** Markdown links go through SiteLink: routes navigate client-side, other sites open safely. */
function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SiteLink href={routeOfMdxHref(href, pathPrefix)} {...rest}>
      {children}
    </SiteLink>
  )
}

/** The components MDX content renders with. */
export const mdxComponents = {
  a: MdxLink,
}
