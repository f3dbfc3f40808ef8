import { siteConfig } from '../../config/site'

const siteBase = `${siteConfig.url}${siteConfig.pathPrefix}`

/**
 * The route of a hit url (records hold the deployed absolute url): without origin and path prefix,
 * with the anchor, e.g. /docs/api/core/StateManager#reset. Other sites' urls are kept as they are.
 */
export function hitRoute(url: string): string {
  if (url === siteBase) return '/'
  if (!url.startsWith(`${siteBase}/`) && !url.startsWith(`${siteBase}#`)) return url
  const rest = url.slice(siteBase.length)
  return rest.startsWith('#') ? `/${rest}` : rest
}
