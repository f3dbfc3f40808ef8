import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { NavbarItem } from '../../src/config/site'
import { formatDate } from '../../src/shared/format-date'
import { isExternalHref } from '../../src/shared/external-link'
import { routeOfMdxHref } from '../../src/components/mdx/mdx-href'
import { isNavbarItemActive } from '../../src/components/navbar/active-item'
import { documentTitle } from '../../src/components/seo/document-title'
import { categoryContains } from '../../src/components/sidebar/category'
import { TabItem } from '../../src/components/tabs/TabItem'
import { useApiEntry } from '../../src/components/api/api-entry-context'
import { tocIds, tocItems } from '../../src/components/toc/toc-items'

describe('document title', () => {
  it('is the page title, the delimiter and the site title', () => {
    expect(documentTitle('Quick Start')).toBe('Quick Start | Cotton Box')
  })

  it('is the site title and tagline on the home page', () => {
    expect(documentTitle()).toBe(
      'Cotton Box | A flexible toolbox with different types of state managers catered to different scenarios.',
    )
  })
})

describe('table of contents', () => {
  const toc = {
    items: [
      {
        url: '#install',
        title: 'Install',
        items: [{ url: '#with-npm', title: 'With npm', items: [{ url: '#deep', title: 'Deep' }] }],
      },
      { url: '#next-steps', title: 'Next steps' },
    ],
  }

  it('keeps two levels (h2 and h3) and drops deeper headings', () => {
    expect(tocItems(toc)).toEqual([
      { id: 'install', title: 'Install', children: [{ id: 'with-npm', title: 'With npm', children: [] }] },
      { id: 'next-steps', title: 'Next steps', children: [] },
    ])
  })

  it('can be limited per page to h2 only or to h3 only', () => {
    expect(tocIds(tocItems(toc, { min: 2, max: 2 }))).toEqual(['install', 'next-steps'])
    expect(tocItems(toc, { min: 3, max: 3 })).toEqual([{ id: 'with-npm', title: 'With npm', children: [] }])
  })

  it('lists ids in document order and survives missing data', () => {
    expect(tocIds(tocItems(toc))).toEqual(['install', 'with-npm', 'next-steps'])
    expect(tocItems(null)).toEqual([])
    expect(tocItems({})).toEqual([])
  })
})

describe('links', () => {
  it('tells other sites from routes and anchors', () => {
    expect(isExternalHref('https://github.com/glyph-cat/cotton-box')).toBe(true)
    expect(isExternalHref('mailto:someone@example.com')).toBe(true)
    expect(isExternalHref('/docs/api/core')).toBe(false)
    expect(isExternalHref('#install')).toBe(false)
  })

  it('takes the path prefix gatsby-plugin-mdx added off Markdown links', () => {
    expect(routeOfMdxHref('/cotton-box/docs/api/core', '/cotton-box')).toBe('/docs/api/core')
    expect(routeOfMdxHref('/docs/api/core', '')).toBe('/docs/api/core')
    expect(routeOfMdxHref('https://example.com/cotton-box/x', '/cotton-box')).toBe('https://example.com/cotton-box/x')
  })
})

describe('navbar', () => {
  const learn: NavbarItem = {
    type: 'docSidebar',
    sidebarId: 'learn',
    label: 'Learn',
    position: 'left',
    to: '/docs/learn/tutorial',
  }
  const blog: NavbarItem = { type: 'link', label: 'Blog', position: 'left', to: '/blog' }

  it('marks a sidebar item current on every page of that sidebar', () => {
    expect(isNavbarItemActive(learn, '/docs/learn/react/setup', 'learn')).toBe(true)
    expect(isNavbarItemActive(learn, '/docs/api/core', 'api')).toBe(false)
  })

  it('marks a link item current on its page and the pages below it only', () => {
    expect(isNavbarItemActive(blog, '/blog/archive')).toBe(true)
    expect(isNavbarItemActive(blog, '/blogroll')).toBe(false)
  })
})

describe('sidebar category', () => {
  const category = {
    label: 'Core',
    path: '/docs/api/core',
    description: '',
    items: [{ label: 'Watcher', path: '/docs/api/core/Watcher', title: 'Watcher', description: '', deprecated: false }],
  }

  it('contains its index and its docs', () => {
    expect(categoryContains(category, '/docs/api/core')).toBe(true)
    expect(categoryContains(category, '/docs/api/core/Watcher')).toBe(true)
    expect(categoryContains(category, '/docs/api/react')).toBe(false)
  })
})

describe('last updated date', () => {
  it('formats in UTC so server and browser agree', () => {
    expect(formatDate('2025-05-06T23:30:00-05:00')).toBe('May 7, 2025')
  })

  it('reads as the en-US long date on every day of a leap year and at the turn of a year', () => {
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    for (let day = 0; day <= 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 12))
      expect(formatDate(date.toISOString())).toBe(longDate.format(date))
    }
  })

  it('fails on text that is not a date, naming it', () => {
    expect(() => formatDate('last Tuesday')).toThrow('"last Tuesday" is not a date')
  })
})

describe('TabItem', () => {
  it('rendered outside Tabs, fails with a message naming the tab and where it belongs', () => {
    expect(() => renderToString(createElement(TabItem, { value: 'npm', children: 'npm install cotton-box' }))).toThrow(
      '<TabItem value="npm"> must be a direct child of <Tabs>.',
    )
  })
})

describe('API page context', () => {
  it('used outside its provider, fails naming the component and the provider', () => {
    function SignatureProbe() {
      useApiEntry('Signature')
      return null
    }
    expect(() => renderToString(createElement(SignatureProbe))).toThrow(
      '<Signature /> is used outside <ApiEntryProvider>',
    )
  })
})
