import { describe, expect, it } from 'vitest'
import { linkTargetAttributes } from '../../src/shared/external-link'
import { unsafeExternalLinks } from '../../src/node/links/external-links'
import { findLeaks, secretsOf } from '../../src/node/secret-scan'

const origin = 'https://glyph-cat.github.io'

describe('links to other sites', () => {
  it('open in a new tab with noopener and noreferrer, keeping the caller’s own rel tokens', () => {
    expect(linkTargetAttributes('https://github.com/glyph-cat')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    })
    expect(linkTargetAttributes('//example.org/x', 'me')).toEqual({ target: '_blank', rel: 'me noopener noreferrer' })
    expect(linkTargetAttributes('https://example.org', 'noreferrer')).toEqual({
      target: '_blank',
      rel: 'noreferrer noopener',
    })
  })

  it('leave mail and site links alone', () => {
    expect(linkTargetAttributes('mailto:a@example.org')).toEqual({})
    expect(linkTargetAttributes('/docs', 'next')).toEqual({ rel: 'next' })
  })

  it('in built HTML: every link to another origin is checked for target and both rel tokens', () => {
    const html = [
      '<a href="https://github.com/x" target="_blank" rel="noopener noreferrer">ok</a>',
      '<a href="https://npmjs.com/x" target="_blank" rel="noopener">no referrer policy</a>',
      '<a href="//example.org/x" rel="noopener noreferrer">same tab</a>',
      '<a href="https://glyph-cat.github.io/cotton-box/docs">own site</a>',
      '<a href="/cotton-box/blog">route</a><a href="mailto:a@example.org">mail</a>',
      '<pre><a href="http://example.org/in-code">in a code block</a></pre>',
    ].join('')
    expect(unsafeExternalLinks(html, origin)).toEqual([
      'https://npmjs.com/x (missing noreferrer)',
      '//example.org/x (missing target="_blank")',
      'http://example.org/in-code (missing noopener, noreferrer, target="_blank")',
    ])
  })
})

describe('secrets in the build output', () => {
  const planted = 'adm1n-K3y-0f-the-t3st'
  const env = {
    ALGOLIA_ADMIN_API_KEY: planted,
    GITHUB_TOKEN: 'ghp_0123456789abcdef',
    DEPLOY_SECRET_KEY: 'short',
    ALGOLIA_SEARCH_API_KEY: 'public-search-key',
    HOME: '/home/reader',
  }
  const file = (path: string, text: string) => ({ path, contents: new TextEncoder().encode(text) })

  it('are the values of admin-key-like variables of at least 8 characters', () => {
    expect(secretsOf(env)).toEqual([
      { name: 'ALGOLIA_ADMIN_API_KEY', value: planted },
      { name: 'GITHUB_TOKEN', value: 'ghp_0123456789abcdef' },
    ])
  })

  it('are found as written and URL-encoded, in text and binary files, and reported by name only', () => {
    const secrets = secretsOf({ ...env, ALGOLIA_WRITE_KEY: 'a b/c?d=e&f' })
    const files = [
      file('app-123.js', `const key = "${planted}"`),
      file('page-data/x.json', `{"u":"https://x/?k=${encodeURIComponent('a b/c?d=e&f')}"}`),
      {
        path: 'img/logo.png',
        contents: Uint8Array.from([0x89, 0x50, ...new TextEncoder().encode('ghp_0123456789abcdef'), 0x00]),
      },
      file('index.html', '<p>public-search-key is public</p>'),
    ]
    const leaks = findLeaks(files, secrets)
    expect(leaks).toEqual([
      { path: 'app-123.js', name: 'ALGOLIA_ADMIN_API_KEY' },
      { path: 'page-data/x.json', name: 'ALGOLIA_WRITE_KEY' },
      { path: 'img/logo.png', name: 'GITHUB_TOKEN' },
    ])
    expect(JSON.stringify(leaks)).not.toContain(planted)
  })

  it('finds nothing in clean output', () => {
    expect(findLeaks([file('index.html', '<p>nothing here</p>')], secretsOf(env))).toEqual([])
  })
})
