import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.css'
import { trackKeyboardNavigation } from './src/components/keyboard/keyboard-navigation'

export { wrapPageElement } from './src/components/error-boundary/wrap-page-element'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  trackKeyboardNavigation()
}

// Marks the moment React has taken over the server-rendered page: styles and tests can tell
// a control that works from one that is only painted.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hasHydrated = 'true'
}
