import { Link } from 'gatsby'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref } from './external'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of this site (/docs/...), an #anchor, or a full URL of another site. */
  readonly href: string
  readonly children: ReactNode
}

/**
 * The one link component: routes of this site go through Gatsby's Link (path prefix, prefetching,
 * client-side navigation); other sites open in a new tab, safely, and say so to screen readers.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(href)) {
    const web = /^https?:/i.test(href)
    return (
      <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {web && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    )
  }
  if (!href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  )
}
