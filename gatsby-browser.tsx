import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.css'
import { trackKeyboardNavigation } from './src/components/keyboard/keyboard-navigation'

export { wrapPageElement } from './src/components/error-boundary/wrap-page-element'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  trackKeyboardNavigation()
}
