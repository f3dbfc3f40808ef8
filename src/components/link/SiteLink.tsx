import { Link, withPrefix } from 'gatsby'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref, linkTargetAttributes } from '../../shared/external-link'

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of this site (/docs/...), an #anchor, or a full URL of another site. */
  readonly href: string
  readonly children: ReactNode
}

/**
 * The one link component: routes of this site go through Gatsby's Link (path prefix, prefetching,
 * client-side navigation); files of this site are plain links under the path prefix; other sites
 * open in a new tab, safely (rel noopener noreferrer), and say so to screen readers.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(href)) {
    // After the caller's props: a caller's rel gains the safety tokens instead of replacing them.
    const attributes = linkTargetAttributes(href, rest.rel)
    return (
      <a href={href} {...rest} {...attributes}>
        {children}
        {attributes.target && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    )
  }
  // A file of this site (a feed, an image) is not a page Gatsby can navigate to.
  const file = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])
  if (!href.startsWith('/') || file) {
    return (
      <a href={file ? withPrefix(href) : href} {...rest}>
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
