import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.css'
import { forgetUnknownPreferredVersion } from './src/components/docs-version/preferred-version'
import { trackKeyboardNavigation } from './src/components/keyboard/keyboard-navigation'
import { RouteProgress } from './src/components/progress-bar/route-progress'
import { siteStorage } from './src/components/storage/storage'

export { wrapPageElement } from './src/components/error-boundary/wrap-page-element'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  trackKeyboardNavigation()
  forgetUnknownPreferredVersion(siteStorage)
}

const routeProgress = new RouteProgress()

type GatsbyWindow = Window & { ___navigate?: (to: string, options?: unknown) => unknown }

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Marks the moment React has taken over the server-rendered page: styles and tests can tell
  // a control that works from one that is only painted.
  document.documentElement.dataset.hasHydrated = 'true'
  // Gatsby announces a route change only once the next page's code has loaded, so the start of a
  // change is taken from its navigate function (links) and from popstate (back and forward).
  const gatsbyWindow = window as GatsbyWindow
  const navigate = gatsbyWindow.___navigate
  if (navigate) {
    gatsbyWindow.___navigate = (to, options) => {
      routeProgress.schedule()
      return navigate(to, options)
    }
  }
  window.addEventListener('popstate', () => routeProgress.schedule())
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeProgress.finish()
}
