import { routeOfPathname } from '../../shared/routes'
import { pathPrefix } from './path-prefix'

/**
 * The route of the page being rendered, e.g. /docs/learn/tutorial/setup. Read from the location,
 * which is the same on the server and in the browser (Gatsby's `path` prop is not: it is the
 * router pattern "/*" while rendering HTML).
 */
export function pageRoute(location: { readonly pathname: string }): string {
  return routeOfPathname(location.pathname, pathPrefix)
}
