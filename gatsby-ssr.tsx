import type { GatsbySSR } from 'gatsby'
import { siteConfig } from './src/config/site'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction })
}
