import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.css'
import { forgetUnknownPreferredVersion } from './src/components/docs-version/preferred-version'
import { hydrateWithoutBlocking } from './src/components/hydration/hydrate-without-blocking'
import { trackKeyboardNavigation } from './src/components/keyboard/keyboard-navigation'
import { readerEngaged } from './src/components/lazy/reader-engaged'
import { followFragment, watchFragmentNavigation } from './src/components/motion/fragment-navigation'
import { RouteProgress } from './src/components/progress-bar/route-progress'
import { onNavigateStart, type NavigateWindow } from './src/components/progress-bar/navigate-start'

export { wrapPageElement } from './src/components/layout/wrap-page-element'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  trackKeyboardNavigation()
  watchFragmentNavigation()
  forgetUnknownPreferredVersion()
}

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateWithoutBlocking

const routeProgress = new RouteProgress()

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Marks the moment React has taken over the server-rendered page: styles and tests can tell
  // a control that works from one that is only painted.
  document.documentElement.dataset.hasHydrated = 'true'
  // Engagement is watched from the start, so a reader who engaged on a page without diagrams or
  // playgrounds has engaged on the next page too.
  void readerEngaged()
  // A route change starts with Gatsby's navigate (links) or popstate (back and forward).
  onNavigateStart(window as NavigateWindow, () => routeProgress.schedule())
  window.addEventListener('popstate', () => routeProgress.schedule())
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeProgress.finish()
}

/**
 * Gatsby scrolls to the hash, to the saved position (back and forward) or to the top, at once
 * (no smooth scrolling applies outside in-page links: fragment-navigation.ts). A jump to a hash
 * is not the reader scrolling down, so it does not hide the navbar. Gatsby takes the last
 * registered answer, the site's, over gatsby-remark-autolink-headers' own position for the hash.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  if (routerProps.location.hash) followFragment()
  return true
}
