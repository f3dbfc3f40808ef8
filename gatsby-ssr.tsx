import type { GatsbySSR } from 'gatsby'
import { announcementScript } from './src/components/announcement/announcement'
import { baseUrlBannerScript } from './src/components/base-url/base-url-banner'
import { colourModeScript } from './src/components/colour-mode/appearance'
import { pathPrefix } from './src/components/link/path-prefix'
import { PageChunksData } from './src/components/page-chunks/PageChunksData'
import { siteConfig } from './src/config/site'

export { wrapPageElement } from './src/components/layout/wrap-page-element'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setPreBodyComponents,
  setHeadComponents,
  pathname,
  loadPageDataSync,
}) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction })
  // Before webpack's runtime runs: the chunks of this page's component (src/node/webpack/page-chunks.ts).
  // Gatsby's type of the page data leaves out its component's name, which every page data file has;
  // `gatsby develop` renders its empty shell without page data (and passes no loadPageDataSync).
  const pageData = (loadPageDataSync as typeof loadPageDataSync | undefined)?.(pathname) as unknown as {
    readonly componentChunkName?: string
  } | null
  if (pageData?.componentChunkName) {
    setHeadComponents([<PageChunksData key="page-chunks" component={pageData.componentChunkName} />])
  }
  // First thing in <body>, before any content paints: colour mode and announcement bar from storage,
  // and the banner for a site served under the wrong base path.
  const bar = siteConfig.announcementBar
  const beforePaint = [
    colourModeScript,
    bar ? announcementScript(bar.id) : '',
    pathPrefix ? baseUrlBannerScript(pathPrefix) : '',
  ].join('\n')
  setPreBodyComponents([<script key="before-paint" dangerouslySetInnerHTML={{ __html: beforePaint }} />])
}
