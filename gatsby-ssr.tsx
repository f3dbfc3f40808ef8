import type { GatsbySSR } from 'gatsby'
import { announcementScript } from './src/components/announcement/announcement'
import { colourModeScript } from './src/components/colour-mode/appearance'
import { siteConfig } from './src/config/site'

export { wrapPageElement } from './src/components/error-boundary/wrap-page-element'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction })
  // First thing in <body>, before any content paints: colour mode and announcement bar from storage.
  const bar = siteConfig.announcementBar
  const beforePaint = bar ? `${colourModeScript}\n${announcementScript(bar.id)}` : colourModeScript
  setPreBodyComponents([<script key="before-paint" dangerouslySetInnerHTML={{ __html: beforePaint }} />])
}
