import type { PrismTheme } from 'prism-react-renderer'

/**
 * No inline colours: tokens carry Prism's class names and the site's light and dark code themes
 * colour them in CSS (global.css), so switching the colour mode does not re-render anything.
 */
export const classNamesOnly: PrismTheme = { plain: {}, styles: [] }
