/** Whether `href` leaves the site (has a scheme such as https: or mailto:, or is protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}
