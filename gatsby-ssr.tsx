import type { GatsbySSR } from 'gatsby'
import { colourModeScript } from './src/components/colour-mode/appearance'
import { siteConfig } from './src/config/site'

export { wrapPageElement } from './src/components/error-boundary/wrap-page-element'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction })
  // First thing in <body>, before any content paints: the colour mode is set from storage.
  setPreBodyComponents([<script key="colour-mode" dangerouslySetInnerHTML={{ __html: colourModeScript }} />])
}
