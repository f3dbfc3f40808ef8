import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { webpackConfig } from './gatsby-webpack'
import { publicDir } from '../built-pages'

/**
 * A salt for the server bundle's hashes: the browser build's assets as Gatsby lists them in
 * webpack.stats.json, which is what a page's HTML names and inlines.
 */
function browserAssetsSalt(webpackStats: string): string {
  return createHash('sha256').update(webpackStats).digest('hex').slice(0, 16)
}

/**
 * Gatsby 5 writes a page's HTML again only when the page's data or the server bundle changed.
 * But the HTML also carries the browser build: the stylesheet it inlines, the scripts it loads,
 * the compilation hash. After a change to CSS alone, an incremental build kept every page on the
 * old stylesheet and scripts. The app data then disagreed with the page, so every later navigation
 * was a full reload. The salt changes the server bundle's hashes whenever the browser build's
 * assets change, and Gatsby then writes every page again. The browser build has finished, and
 * written its stats, before the server bundle is configured.
 */
export function saltHtmlRendererWithBrowserAssets({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-html') return
  const stats = readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')
  const config = webpackConfig({ getConfig })
  config.output.hashSalt = browserAssetsSalt(stats)
  // Gatsby's setWebpackConfig ignores `output`.
  actions.replaceWebpackConfig(config)
}
