import type { GatsbySSR } from 'gatsby'
import { announcementScript } from './src/components/announcement/announcement'
import { baseUrlBannerScript } from './src/components/base-url/base-url-banner'
import { colourModeScript } from './src/components/colour-mode/appearance'
import { pathPrefix } from './src/components/link/path-prefix'
import { siteConfig } from './src/config/site'

export { wrapPageElement } from './src/components/layout/wrap-page-element'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction })
  // First thing in <body>, before any content paints: colour mode and announcement bar from storage,
  // and the banner for a site served under the wrong base path.
  const bar = siteConfig.announcementBar
  const beforePaint = [colourModeScript, bar ? announcementScript(bar.id) : '', pathPrefix ? baseUrlBannerScript(pathPrefix) : ''].join('\n')
  setPreBodyComponents([<script key="before-paint" dangerouslySetInnerHTML={{ __html: beforePaint }} />])
}
