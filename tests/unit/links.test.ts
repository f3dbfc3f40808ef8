import { describe, expect, it } from 'vitest'
import {
  checkLinks,
  extractHrefs,
  extractIds,
  extractReferences,
  feedUrls,
  srcsetUrls,
  standInPage,
  type BuiltPage,
} from '../../src/node/links/link-report'
import { normaliseRoute, routeOfPathname } from '../../src/shared/routes'

const prefix = '/cotton-box'

function page(route: string, body: string, source = `content/docs${route}.mdx`): BuiltPage {
  return { route, source, html: `<html><body>${body}</body></html>` }
}

const files = new Set([
  '/img/logo.svg',
  '/img/logo.png',
  '/img/logo@2x.png',
  '/app.js',
  '/styles.css',
  '/playground/web.abc.html',
])
const options = { pathPrefix: prefix, fileExists: (file: string) => files.has(file) }

describe('link extraction', () => {
  it('finds anchor hrefs and decodes entities', () => {
    expect(extractHrefs('<a class="x" href="/a?b=1&amp;c=2">x</a><link href="/style.css">')).toEqual(['/a?b=1&c=2'])
  })

  it('finds element ids, also inside code blocks, and <a name> anchors', () => {
    expect([
      ...extractIds(
        '<h2 id="setup">Setup</h2><div id="main-content"></div><pre><span id="line-2">x</span></pre><a name="old"></a>',
      ),
    ]).toEqual(['setup', 'main-content', 'line-2', 'old'])
  })

  it('finds resources: scripts, stylesheets, icons, images and their srcset, sources, frames, social tags', () => {
    const html = [
      '<head><link rel="stylesheet" href="/cotton-box/styles.css"><link rel="icon" href="/cotton-box/img/logo.svg">',
      '<script src="/cotton-box/app.js"></script><meta property="og:image" content="https://glyph-cat.github.io/cotton-box/img/card.png"></head>',
      '<body><img src="/cotton-box/img/logo.png" srcset="/cotton-box/img/logo.png 1x,\n/cotton-box/img/logo@2x.png 2x">',
      '<picture><source srcset="/cotton-box/a.webp 48w, /cotton-box/b.webp 96w"></picture><iframe src="/cotton-box/playground/web.abc.html"></iframe>',
      '<!-- <img src="/cotton-box/commented.png"> --></body>',
    ].join('')
    expect(extractReferences(html).map(({ attribute, url }) => `${attribute} ${url}`)).toEqual([
      'link href /cotton-box/styles.css',
      'link href /cotton-box/img/logo.svg',
      'script src /cotton-box/app.js',
      'img src /cotton-box/img/logo.png',
      'img srcset /cotton-box/img/logo.png',
      'img srcset /cotton-box/img/logo@2x.png',
      'source srcset /cotton-box/a.webp',
      'source srcset /cotton-box/b.webp',
      'iframe src /cotton-box/playground/web.abc.html',
      'meta content https://glyph-cat.github.io/cotton-box/img/card.png',
    ])
  })

  it('reads every URL of a srcset, with or without descriptors', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png'])
    expect(srcsetUrls(' a.png 1x,b.png 2x ,c.png,')).toEqual(['a.png', 'b.png', 'c.png'])
    expect(srcsetUrls('/x/a,b.png 48w, /y.png')).toEqual(['/x/a,b.png', '/y.png'])
    expect(srcsetUrls('')).toEqual([])
  })

  it('reads the site URLs of a feed, RSS, Atom or JSON', () => {
    const site = 'https://glyph-cat.github.io/cotton-box'
    const rss = `<link>${site}/blog</link><guid>${site}/blog/a?x=1&amp;y=2</guid><atom:link href="${site}/blog/rss.xml"/><link>https://example.org/x</link>`
    expect(feedUrls(rss, site)).toEqual([`${site}/blog`, `${site}/blog/a?x=1&y=2`, `${site}/blog/rss.xml`])
    expect(feedUrls(`{"url": "${site}/blog/b", "other": "${site}-fork/x"}`, site)).toEqual([`${site}/blog/b`])
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

  it('names the page a mistyped link was probably meant for', () => {
    const source = page('/docs/learn/intro', '<a href="/cotton-box/docs/learn/setpu">x</a>')
    expect(checkLinks([source, target], options).errors).toEqual([
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken link to /cotton-box/docs/learn/setpu (no page /docs/learn/setpu; did you mean /docs/learn/setup?)',
    ])
  })

  it('fails a link that leaves the path prefix', () => {
    const source = page('/docs/learn/intro', '<a href="/docs/learn/setup">x</a>', 'src/components/navbar/Navbar.tsx')
    const [error] = checkLinks([source, target], options).errors
    expect(error).toContain('src/components/navbar/Navbar.tsx')
    expect(error).toContain('outside the path prefix /cotton-box')
  })

  it('fails a missing image, script, stylesheet, srcset candidate or frame, naming the attribute', () => {
    const source = page(
      '/docs/learn/intro',
      '<link rel="stylesheet" href="/cotton-box/gone.css"><script src="/cotton-box/app.js"></script><img src="/cotton-box/img/logo.png" srcset="/cotton-box/img/logo.png 1x, /cotton-box/img/logo@3x.png 3x">' +
        '<iframe src="/cotton-box/playground/web.old.html"></iframe><img src="data:image/png;base64,AAAA"><img src="https://example.org/x.png">',
    )
    expect(checkLinks([source], options).errors).toEqual([
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken link href to /cotton-box/gone.css (no file /gone.css)',
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken img srcset to /cotton-box/img/logo@3x.png (no file /img/logo@3x.png)',
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken iframe src to /cotton-box/playground/web.old.html (no file /playground/web.old.html)',
    ])
  })

  it('checks absolute URLs on the site’s own origin (canonical, social card) like its links', () => {
    const source = page(
      '/docs/learn/intro',
      '<link rel="canonical" href="https://glyph-cat.github.io/cotton-box/docs/learn/intro"><meta property="og:image" content="https://glyph-cat.github.io/cotton-box/img/card.png">',
    )
    const withOrigin = { ...options, siteOrigin: 'https://glyph-cat.github.io' }
    expect(checkLinks([source], withOrigin).errors).toEqual([
      'content/docs/docs/learn/intro.mdx (page /docs/learn/intro): broken meta content to https://glyph-cat.github.io/cotton-box/img/card.png (no file /img/card.png)',
    ])
    expect(checkLinks([source], options).errors).toEqual([])
  })

  it('checks a feed through a stand-in page of its links', () => {
    const feed = standInPage('/blog/rss.xml', 'public/blog/rss.xml', [
      'https://glyph-cat.github.io/cotton-box/docs/learn/setup',
      'https://glyph-cat.github.io/cotton-box/blog/gone',
    ])
    const report = checkLinks([feed, target], { ...options, siteOrigin: 'https://glyph-cat.github.io' })
    expect(report.errors).toEqual([
      'public/blog/rss.xml (page /blog/rss.xml): broken link to https://glyph-cat.github.io/cotton-box/blog/gone (no page /blog/gone)',
    ])
  })

  it('only warns about a missing anchor on an existing page', () => {
    const source = page(
      '/docs/learn/intro',
      '<a href="/cotton-box/docs/learn/setup#uninstall">x</a><a href="#nowhere">y</a>',
    )
    const report = checkLinks([source, target], options)
    expect(report.errors).toEqual([])
    expect(report.warnings).toHaveLength(2)
    expect(report.warnings[0]).toContain('#uninstall')
  })
})
