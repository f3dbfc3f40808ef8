import { describe, expect, it } from 'vitest'
import { resolveRequest } from '../../scripts/lib/resolve-request.mjs'

const files = new Set(['/index.html', '/docs/learn/setup/index.html', '/404.html', '/img/logo.svg', '/playground/web.abc.html'])
const exists = (inner: string) => (files.has(inner) ? 'file' : null) as 'file' | null
const resolve = (pathname: string, search = '') => resolveRequest(pathname, search, '/cotton-box', exists)

describe('production server routing', () => {
  it('serves a canonical route from its index.html', () => {
    expect(resolve('/cotton-box/docs/learn/setup')).toEqual({ kind: 'file', file: '/docs/learn/setup/index.html' })
    expect(resolve('/cotton-box/')).toEqual({ kind: 'file', file: '/index.html' })
  })

  it('redirects the trailing-slash, .html and index.html forms to the canonical route, keeping the query', () => {
    for (const form of ['/cotton-box/docs/learn/setup/', '/cotton-box/docs/learn/setup.html', '/cotton-box/docs/learn/setup/index.html']) {
      expect(resolve(form, '?q=1')).toEqual({ kind: 'redirect', location: '/cotton-box/docs/learn/setup?q=1' })
    }
    expect(resolve('/cotton-box/index.html')).toEqual({ kind: 'redirect', location: '/cotton-box/' })
    expect(resolve('/cotton-box')).toEqual({ kind: 'redirect', location: '/cotton-box/' })
  })

  it('serves static files as they are', () => {
    expect(resolve('/cotton-box/img/logo.svg')).toEqual({ kind: 'file', file: '/img/logo.svg' })
    expect(resolve('/cotton-box/playground/web.abc.html')).toEqual({ kind: 'file', file: '/playground/web.abc.html' })
  })

  it('answers unknown paths, paths outside the prefix and path traversal with not-found', () => {
    expect(resolve('/cotton-box/docs/nope')).toEqual({ kind: 'not-found' })
    expect(resolve('/docs/learn/setup')).toEqual({ kind: 'not-found' })
    expect(resolve('/cotton-box/../etc/passwd')).toEqual({ kind: 'not-found' })
  })
})
