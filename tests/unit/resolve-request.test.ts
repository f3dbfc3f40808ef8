import { describe, expect, it } from 'vitest'
import { resolveRequest } from '../../scripts/lib/resolve-request.mjs'
import { pageAliases } from '../../src/node/hosting/page-aliases'

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
    for (const file of ['/docs/learn/setup.html', '/docs/learn/setup/index.html', '/docs/learn/setup.md', '/img/logo.svg', '/playground/web.abc.html', '/index.html']) {
      expect(resolve(`/cotton-box${file}`)).toEqual({ kind: 'file', file })
    }
  })

  it('serves /x/ from x/index.html', () => {
    expect(resolve('/cotton-box/docs/learn/setup/')).toEqual({ kind: 'file', file: '/docs/learn/setup/index.html' })
    expect(resolve('/cotton-box/')).toEqual({ kind: 'file', file: '/index.html' })
  })

  it('answers /x with 301 to /x/ when x is a folder without x.html, keeping the query', () => {
    expect(resolve('/cotton-box/only-folder', '?q=1')).toEqual({ kind: 'redirect', location: '/cotton-box/only-folder/?q=1' })
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

describe('page copies for the host', () => {
  it('gives every page but the home page a copy at x.html', () => {
    expect(pageAliases(['/', '/docs', '/docs/learn/setup', '/blog/page/2'])).toEqual([
      { page: 'docs/index.html', alias: 'docs.html' },
      { page: 'docs/learn/setup/index.html', alias: 'docs/learn/setup.html' },
      { page: 'blog/page/2/index.html', alias: 'blog/page/2.html' },
    ])
  })

  it('leaves a page alone whose x.html is itself a page (the 404 page)', () => {
    expect(pageAliases(['/404', '/404.html', '/search'])).toEqual([{ page: 'search/index.html', alias: 'search.html' }])
  })
})
