/**
 * The JavaScript a built page loads first, read from the build: every `<script src>` file of its
 * HTML, the chunks of its page component that webpack's runtime loads before hydration (from the
 * page data's component and webpack.stats.json; gzip each, as the host serves them), and every
 * inline script the browser runs. What `npm run bench:build` compares across sizes: none of it may
 * grow with the number of pages.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { scanHtml } from '../../src/node/html-scan'
import { expectUpstream } from '../../src/shared/upstream-check'
import { OVERRIDES } from '../../src/node/overrides/registry'
import { sizeOf, sumSizes, type Size } from './first-load-figures'

export interface PageScripts {
  readonly route: string
  /** The script files, by name without their hash. */
  readonly files: ReadonlyArray<Size & { readonly file: string }>
  readonly inline: Size
  /** Files and inline scripts together. */
  readonly total: Size
}

/** The HTML and page data files of a route in a build (the 404 page's for a route that has none). */
function builtFilesOf(publicDir: string, route: string): { html: string; pageData: string } {
  const html = path.join(publicDir, route, 'index.html')
  if (!existsSync(html))
    return {
      html: path.join(publicDir, '404.html'),
      pageData: path.join(publicDir, 'page-data/404.html/page-data.json'),
    }
  return { html, pageData: path.join(publicDir, 'page-data', route === '/' ? 'index' : route, 'page-data.json') }
}

interface WebpackStats {
  readonly namedChunkGroups: Readonly<Record<string, { readonly assets: ReadonlyArray<{ readonly name: string }> }>>
}

/** The script files of the page's component chunk group. */
function componentScripts(publicDir: string, pageData: string, prefix: string): string[] {
  const { componentChunkName } = JSON.parse(readFileSync(pageData, 'utf8')) as { componentChunkName?: unknown }
  const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats
  const group = typeof componentChunkName === 'string' ? stats.namedChunkGroups[componentChunkName] : undefined
  expectUpstream(
    OVERRIDES.benchBuildFiles,
    group !== undefined,
    `${pageData} to name its component (componentChunkName), and webpack.stats.json to list its chunk group`,
  )
  return group.assets
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${prefix}/${name}`)
}

export function pageScripts(publicDir: string, prefix: string, route: string): PageScripts {
  const built = builtFilesOf(publicDir, route)
  const sources: string[] = []
  const inlineTexts: string[] = []
  scanHtml(readFileSync(built.html, 'utf8'), {
    rawText(tag, attributes, text) {
      if (tag !== 'script' || /json/i.test(attributes.type ?? '')) return
      if (attributes.src !== undefined) sources.push(attributes.src)
      else inlineTexts.push(text)
    },
  })
  const files = [...new Set([...sources, ...componentScripts(publicDir, built.pageData, prefix)])].map((source) => ({
    file: path.basename(source).replace(/-[\da-f]{16,}\.js$/, '.js'),
    ...sizeOf(readFileSync(path.join(publicDir, source.slice(prefix.length)))),
  }))
  const inline = sizeOf(inlineTexts.join('\n'))
  return { route, files, inline, total: sumSizes([...files, inline]) }
}
