import { siteConfig } from '../../config/site'

/**
 * The document title: the page title, the delimiter, then the site title.
 * The home page has no page title of its own and shows the site title and tagline instead.
 */
export function documentTitle(pageTitle?: string): string {
  const { title, tagline, titleDelimiter } = siteConfig
  return pageTitle ? `${pageTitle} ${titleDelimiter} ${title}` : `${title} ${titleDelimiter} ${tagline}`
}
