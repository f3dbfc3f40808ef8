import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { highlightSegments } from '../../src/components/search/highlight'
import { hitRoute } from '../../src/components/search/hit-route'
import { queryOfSearch, searchPageRoute } from '../../src/components/search/search-page-route'
import { shortcutAction, typedAhead } from '../../src/components/search/search-shortcuts'
import { siteConfig } from '../../src/config/site'
import { siteBaseUrl } from '../../src/shared/page-url'

const key = (key: string, extra: Partial<Parameters<typeof shortcutAction>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' },
  ...extra,
})

describe('search dialog shortcuts', () => {
  it('opens with Ctrl+K, Cmd+K and "/", and closes with Escape or the same chord', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }), false)).toBe('open')
    expect(shortcutAction(key('K', { metaKey: true }), false)).toBe('open')
    expect(shortcutAction(key('/'), false)).toBe('open')
    expect(shortcutAction(key('Escape'), true)).toBe('close')
    expect(shortcutAction(key('k', { ctrlKey: true }), true)).toBe('close')
  })

  it('leaves "/" to text fields and ignores other keys', () => {
    expect(shortcutAction(key('/', { target: { tagName: 'INPUT' } }), false)).toBeNull()
    expect(shortcutAction(key('/', { target: { tagName: 'DIV', isContentEditable: true } }), false)).toBeNull()
    expect(shortcutAction(key('/'), true)).toBeNull()
    expect(shortcutAction(key('k'), false)).toBeNull()
    expect(shortcutAction(key('Escape'), false)).toBeNull()
  })

  it('keeps what is typed while the dialog loads: letters, spaces and Backspace, not other keys', () => {
    const typed = ['d', 'i', 's', 'x', 'Backspace', 'p', ' ', 'é'].reduce(
      (query, name) => typedAhead(query, key(name)) ?? query,
      '',
    )
    expect(typed).toBe('disp é')
    expect(typedAhead('dis', key('ArrowDown'))).toBeNull()
    expect(typedAhead('dis', key('Tab'))).toBeNull()
    expect(typedAhead('dis', key('v', { ctrlKey: true }))).toBeNull()
  })
})

describe('search hits in the browser', () => {
  it('turns a record url into a site route with its anchor', () => {
    expect(hitRoute(`${siteBaseUrl}/docs/api/core/StateManager#reset`)).toBe('/docs/api/core/StateManager#reset')
    expect(hitRoute(siteBaseUrl)).toBe('/')
    expect(hitRoute('https://example.org/x')).toBe('https://example.org/x')
    expect(hitRoute('/docs/x')).toBe('/docs/x')
  })

  it('reads highlighted values as text segments: only the highlight tags are markup', () => {
    expect(highlightSegments('Array<<mark>string</mark>> & <img src=x onerror=alert(1)>')).toEqual([
      { text: 'Array<', highlighted: false },
      { text: 'string', highlighted: true },
      { text: '> & <img src=x onerror=alert(1)>', highlighted: false },
    ])
    expect(highlightSegments('a &lt;b&gt;')).toEqual([{ text: 'a <b>', highlighted: false }])
    expect(highlightSegments('x <mark>y</mark> z')).toEqual([
      { text: 'x ', highlighted: false },
      { text: 'y', highlighted: true },
      { text: ' z', highlighted: false },
    ])
  })

  it('builds and reads /search addresses, cutting the query at 64 characters', () => {
    expect(searchPageRoute('state manager')).toBe('/search?q=state+manager')
    expect(queryOfSearch('?q=state+manager')).toBe('state manager')
    expect(queryOfSearch(`?q=${'a'.repeat(80)}`)).toHaveLength(64)
    expect(queryOfSearch('')).toBe('')
  })
})

describe('the installed algoliasearch keeps the limits the site relies on', () => {
  const requireFromProject = createRequire(`${process.cwd()}/package.json`)
  const clientCommon = readFileSync(
    requireFromProject.resolve('@algolia/client-common').replace(/[^/]+$/, 'common.js'),
    'utf8',
  )
  const liteBrowser = readFileSync(
    requireFromProject.resolve('algoliasearch/lite').replace(/node\.(c?js)$/, 'browser.js'),
    'utf8',
  )

  it('algoliasearch: browser timeouts 1 s, 2 s, 30 s and a failed host retried after 2 minutes', () => {
    const { connect, read, write } = siteConfig.search.clientTimeoutsMs
    expect(liteBrowser).toMatch(
      new RegExp(`connect: ${connect / 1000}e3,\\s*read: ${read / 1000}e3,\\s*write: ${write / 10000}e4`),
    )
    expect(clientCommon).toContain('var EXPIRATION_DELAY = 2 * 60 * 1e3;')
  })
})
