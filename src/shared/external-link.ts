/** Whether `href` leaves the site (has a scheme such as https: or mailto:, or is protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** What a link to another site needs before it opens in a new tab: no way back to this page, no referrer. */
export const EXTERNAL_REL_TOKENS = ['noopener', 'noreferrer'] as const

/**
 * The target and rel of a link: a web page of another site opens in a new tab, with the caller's
 * rel tokens plus noopener and noreferrer; anything else (a route, mailto:) keeps the caller's rel.
 */
export function linkTargetAttributes(href: string, rel?: string): { target?: '_blank'; rel?: string } {
  if (!isExternalHref(href) || !/^(https?:)?\/\//i.test(href)) return rel === undefined ? {} : { rel }
  const tokens = new Set([...(rel ?? '').split(/\s+/).filter((token) => token !== ''), ...EXTERNAL_REL_TOKENS])
  return { target: '_blank', rel: [...tokens].join(' ') }
}
