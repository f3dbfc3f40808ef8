import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveRequest } from '../../scripts/lib/resolve-request.mjs'
import { pageAliases, removeStalePages, writePageAliases } from '../../src/node/hosting/page-aliases'

// A build as the site writes it: each page at x/index.html with its copy at x.html.
const files = new Set([
  '/index.html',
  '/404.html',
  '/docs/learn/index.html',
  '/docs/learn.html',
  '/docs/learn/setup/index.html',
  '/docs/learn/setup.html',
  '/docs/learn/setup.md',
  '/img/logo.svg',
  '/playground/web.abc.html',
  '/only-folder/index.html',
])
const folders = new Set(['/docs', '/docs/learn', '/docs/learn/setup', '/img', '/playground', '/only-folder'])
const exists = (inner: string) => (files.has(inner) ? 'file' : folders.has(inner.replace(/\/$/, '')) ? 'dir' : null)
const resolve = (pathname: string, search = '') => resolveRequest(pathname, search, '/cotton-box', exists)

describe('the production server answers as GitHub Pages does', () => {
  it('serves /x from x.html, even where a folder x/ exists too, without a redirect', () => {
    expect(resolve('/cotton-box/docs/learn/setup')).toEqual({ kind: 'file', file: '/docs/learn/setup.html' })
    expect(resolve('/cotton-box/docs/learn')).toEqual({ kind: 'file', file: '/docs/learn.html' })
  })

  it('serves a file at its own path: x.html, x/index.html, assets, copies and runner pages', () => {
    for (const file of [
      '/docs/learn/setup.html',
      '/docs/learn/setup/index.html',
      '/docs/learn/setup.md',
      '/img/logo.svg',
      '/playground/web.abc.html',
      '/index.html',
    ]) {
      expect(resolve(`/cotton-box${file}`)).toEqual({ kind: 'file', file })
    }
  })

  it('serves /x/ from x/index.html', () => {
    expect(resolve('/cotton-box/docs/learn/setup/')).toEqual({ kind: 'file', file: '/docs/learn/setup/index.html' })
    expect(resolve('/cotton-box/')).toEqual({ kind: 'file', file: '/index.html' })
  })

  it('answers /x with 301 to /x/ when x is a folder without x.html, keeping the query', () => {
    expect(resolve('/cotton-box/only-folder', '?q=1')).toEqual({
      kind: 'redirect',
      location: '/cotton-box/only-folder/?q=1',
    })
    expect(resolve('/cotton-box')).toEqual({ kind: 'redirect', location: '/cotton-box/' })
  })

  it('answers anything else with not-found (404.html, status 404)', () => {
    expect(resolve('/cotton-box/docs/nope')).toEqual({ kind: 'not-found' })
    expect(resolve('/cotton-box/img/')).toEqual({ kind: 'not-found' })
    expect(resolve('/cotton-box/docs/learn/setup.html/')).toEqual({ kind: 'not-found' })
    expect(resolve('/docs/learn/setup')).toEqual({ kind: 'not-found' })
    expect(resolve('/cotton-box/../etc/passwd')).toEqual({ kind: 'not-found' })
  })
})

describe('page aliases for the host', () => {
  it('gives every page but the home page a copy at x.html', () => {
    expect(pageAliases(['/', '/docs', '/docs/learn/setup', '/blog/page/2'])).toEqual([
      { page: 'docs/index.html', alias: 'docs.html', route: '/docs' },
      { page: 'docs/learn/setup/index.html', alias: 'docs/learn/setup.html', route: '/docs/learn/setup' },
      { page: 'blog/page/2/index.html', alias: 'blog/page/2.html', route: '/blog/page/2' },
    ])
  })

  it('leaves a page alone whose x.html is itself a page (the 404 page)', () => {
    expect(pageAliases(['/404', '/404.html', '/search'])).toEqual([
      { page: 'search/index.html', alias: 'search.html', route: '/search' },
    ])
  })
})

describe('what earlier builds left of pages', () => {
  // As Gatsby writes a page: its path for the runtime, which puts it in the address bar.
  const page = (title: string, route: string) =>
    `<html><body><div id="___gatsby">${title}</div>` +
    `<script>/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script></body></html>`
  const built: Record<string, string> = {
    'index.html': page('Home', '/'),
    '404.html': page('Not found', '/404.html'),
    'docs/setup/index.html': page('Setup', '/docs/setup'),
    // The copy the last build wrote of a page of this build.
    'docs/setup.html': page('Setup', '/docs/setup'),
    // The copy of a page removed since (a test build's page, before a production build).
    'blog/a-tour-of-the-test-fixtures.html': page('A tour', '/blog/a-tour-of-the-test-fixtures'),
    // Not pages Gatsby rendered: a playground runner and Gatsby's scripts slice.
    'playground/runner.abc.html': '<html><body><div id="root"></div></body></html>',
    '_gatsby/slices/_gatsby-scripts-1.html': '<script src="/app.js"></script>',
  }
  let folder: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'stale-pages-'))
    for (const [file, html] of Object.entries(built)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
      writeFileSync(path.join(folder, file), html)
    }
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  const left = () => Object.keys(built).filter((file) => existsSync(path.join(folder, file)))

  it('are removed, copies and pages of no longer built routes alike; the pages of this build and other files stay', () => {
    removeStalePages(folder, ['/', '/404.html', '/docs/setup'])
    expect(left()).toEqual([
      'index.html',
      '404.html',
      'docs/setup/index.html',
      'playground/runner.abc.html',
      '_gatsby/slices/_gatsby-scripts-1.html',
    ])
  })

  it('come back for the pages of this build once their copies are written', () => {
    removeStalePages(folder, ['/', '/404.html', '/docs/setup'])
    expect(writePageAliases(folder, ['/', '/404.html', '/docs/setup'])).toBe(1)
    expect(readFileSync(path.join(folder, 'docs/setup.html'), 'utf8')).toBe(page('Setup', '/docs/setup'))
  })

  it("stop the build, naming the override, when a page does not give Gatsby's runtime its path", () => {
    writeFileSync(
      path.join(folder, 'docs/setup/index.html'),
      '<html><body><div id="___gatsby">Setup</div></body></html>',
    )
    expect(() => writePageAliases(folder, ['/', '/404.html', '/docs/setup'])).toThrow(
      /The override "Canonical address from `window.pagePath`" \(docs\/overrides\.md\).*docs\/setup\/index\.html does not/,
    )
  })
})
