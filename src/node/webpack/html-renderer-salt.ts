import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { expectUpstream } from '../../shared/upstream-check'
import { webpackConfig } from './gatsby-webpack'
import { publicDir } from '../built-pages'
import { OVERRIDES } from '../overrides/registry'

/** The part of webpack.stats.json the salt reads. */
interface WebpackStats {
  readonly assetsByChunkName: Readonly<Record<string, ReadonlyArray<string>>>
}

/** A salt for the server bundle's hashes: the stylesheets of the browser build, named by their content. */
export function stylesheetsSalt(webpackStats: string): string {
  const { assetsByChunkName } = JSON.parse(webpackStats) as Partial<WebpackStats>
  expectUpstream(
    OVERRIDES.htmlRendererSalt,
    typeof assetsByChunkName === 'object' && assetsByChunkName !== null,
    "the browser build's webpack.stats.json to list its files in assetsByChunkName",
  )
  const stylesheets = new Set(
    Object.values(assetsByChunkName).flatMap((files) => files.filter((file) => file.endsWith('.css'))),
  )
  return createHash('sha256')
    .update([...stylesheets].sort().join('\n'))
    .digest('hex')
    .slice(0, 16)
}

/**
 * The browser build's stats, written by this build: a file left by an earlier one would salt the
 * server bundle with the old stylesheets. `startedAt` is when this build's process started.
 */
export function readBrowserBuildStats(statsFile: string, startedAt: number): string {
  expectUpstream(
    OVERRIDES.htmlRendererSalt,
    existsSync(statsFile) && statSync(statsFile).mtimeMs >= startedAt,
    `the browser build to have written ${path.basename(statsFile)} before the server bundle is configured`,
  )
  return readFileSync(statsFile, 'utf8')
}

/**
 * Gatsby 5 writes a page's HTML again only when the page's data or its part of the server bundle
 * changed. But the HTML also carries the browser build:
 * - the stylesheet it inlines: the salt changes every server hash when a stylesheet changes, and
 *   Gatsby then writes every page again (without it, a change to CSS alone kept every page on the
 *   old stylesheet);
 * - the scripts it loads and the compilation hash: Gatsby's scripts slice, which Gatsby stitches
 *   into every page again when it changes;
 * - its component's chunks: filled in after rendering, on every page (page-chunks-block.ts).
 * So editing one page renders that page again, not every page.
 * The browser build has finished, and written its stats, before the server bundle is configured.
 */
export function saltHtmlRendererWithBrowserAssets({ stage, actions, getConfig }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-html') return
  const processStartedAt = Date.now() - process.uptime() * 1000
  const stats = readBrowserBuildStats(path.join(publicDir, 'webpack.stats.json'), processStartedAt)
  const config = webpackConfig({ getConfig })
  config.output.hashSalt = stylesheetsSalt(stats)
  // Gatsby's setWebpackConfig ignores `output`.
  actions.replaceWebpackConfig(config)
}
