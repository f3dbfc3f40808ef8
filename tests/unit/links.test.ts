import { describe, expect, it } from 'vitest'
import { checkLinks, extractHrefs, extractIds, type BuiltPage } from '../../src/node/links'
import { normaliseRoute, routeOfPathname } from '../../src/shared/routes'

const prefix = '/cotton-box'

function page(route: string, body: string, source = `content/docs${route}.mdx`): BuiltPage {
  return { route, source, html: `<html><body>${body}</body></html>` }
}

const files = new Set(['/img/logo.svg'])
const options = { pathPrefix: prefix, fileExists: (route: string) => files.has(route) }

describe('link extraction', () => {
  it('finds anchor hrefs and decodes entities', () => {
    expect(extractHrefs('<a class="x" href="/a?b=1&amp;c=2">x</a><link href="/style.css">')).toEqual(['/a?b=1&c=2'])
  })

  it('finds element ids', () => {
    expect([...extractIds('<h2 id="setup">Setup</h2><div id="main-content"></div>')]).toEqual(['setup', 'main-content'])
  })

  it('normalises trailing slashes and .html forms to one route', () => {
    expect(normaliseRoute('/docs/x/')).toBe('/docs/x')
    expect(normaliseRoute('/docs/x/index.html')).toBe('/docs/x')
    expect(normaliseRoute('/docs/x.html')).toBe('/docs/x')
    expect(normaliseRoute('/')).toBe('/')
  })

  it('turns a browser pathname into a route without the path prefix', () => {
    expect(routeOfPathname('/cotton-box/docs/x', '/cotton-box')).toBe('/docs/x')
    expect(routeOfPathname('/cotton-box', '/cotton-box')).toBe('/')
    expect(routeOfPathname('/cotton-box/', '/cotton-box')).toBe('/')
    expect(routeOfPathname('/docs/x/', '')).toBe('/docs/x')
    expect(routeOfPathname('/cotton-boxes/x', '/cotton-box')).toBe('/cotton-boxes/x')
  })
})

describe('link checking', () => {
  const target = page('/docs/learn/setup', '<h2 id="install">Install</h2>')

  it('accepts links to pages, anchors that exist, static files and other sites', () => {
    const source = page(
      '/docs/learn/intro',
      '<a href="/cotton-box/docs/learn/setup">a</a><a href="/cotton-box/docs/learn/setup#install">b</a>' +
        '<a href="/cotton-box/img/logo.svg">c</a><a href="https://github.com/glyph-cat/cotton-box">d</a>' +
        '<a href="/cotton-box/">home</a><a href="setup">relative</a>',
    )
    expect(checkLinks([source, target, page('/', '')], options)).toEqual({ errors: [], warnings: [] })
  })

  it('fails a link to a page that does not exist, naming the source file and the link', () => {
    const source = page('/docs/learn/intro', '<a href="/cotton-box/docs/learn/nope">x</a>')
    expect(checkLinks([source, target], options).errors).toEqual([
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken link to /cotton-box/docs/learn/nope (no page /docs/learn/nope)',
    ])
  })

  it('fails a link that leaves the path prefix', () => {
    const source = page('/docs/learn/intro', '<a href="/docs/learn/setup">x</a>', 'src/components/navbar/Navbar.tsx')
    const [error] = checkLinks([source, target], options).errors
    expect(error).toContain('src/components/navbar/Navbar.tsx')
    expect(error).toContain('outside the path prefix /cotton-box')
  })

  it('only warns about a missing anchor on an existing page', () => {
    const source = page('/docs/learn/intro', '<a href="/cotton-box/docs/learn/setup#uninstall">x</a><a href="#nowhere">y</a>')
    const report = checkLinks([source, target], options)
    expect(report.errors).toEqual([])
    expect(report.warnings).toHaveLength(2)
    expect(report.warnings[0]).toContain('#uninstall')
  })
})
