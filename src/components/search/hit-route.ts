import { siteBaseUrl } from '../../shared/page-url'

/**
 * The route of a hit url (records hold the deployed absolute url): without origin and path prefix,
 * with the anchor, e.g. /docs/api/core/StateManager#reset. Other sites' urls are kept as they are.
 */
export function hitRoute(url: string): string {
  if (url === siteBaseUrl) return '/'
  if (!url.startsWith(`${siteBaseUrl}/`) && !url.startsWith(`${siteBaseUrl}#`)) return url
  const rest = url.slice(siteBaseUrl.length)
  return rest.startsWith('#') ? `/${rest}` : rest
}
