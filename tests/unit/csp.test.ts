import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashedSources, pagePolicy } from '../../src/node/csp/page-policy'
import { hashSource, inlineSources } from '../../src/node/csp/inline-sources'
import { withPolicyMeta } from '../../src/node/csp/meta'
import { algoliaHosts, contentSecurityPolicy, searchConnectSources } from '../../src/node/csp/policy'
import { missingRuntimeStyles, runtimeStyles } from '../../src/node/csp/runtime-styles'
import { rendererHtml, RENDERER_CSP } from '../../src/node/mermaid/renderer-page'
import { resolveSearchSettings } from '../../src/node/search/resolve-settings'

const algolia = { appId: 'I8EAQVNXNC', searchApiKey: '766b0a459e06e2faaabc86ce8215e9fa', indexName: 'glyph-catio' }

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))
}

describe('inline sources of a built page', () => {
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<script>window.a = 1 &amp;&amp; "</scr" + "ipt>"</script>',
    '<script type="module">import("./x.js")</script>',
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    '<script src="/cotton-box/app.js" async></script>',
    '<style data-href="/x.css">:root{--a:1}</style>',
    '<noscript><style>.never{}</style></noscript>',
    '<!-- <script>commented()</script> -->',
    '</head><body>',
    '<div style="outline:none" tabindex="-1"><pre><span style="display:inline-block">x</span></pre>',
    '<p style="font-family:&quot;Fira Code&quot;">t</p></div>',
    '</body></html>',
  ].join('')
  const sources = inlineSources(page)

  it('lists the scripts the browser runs, as written', () => {
    expect(sources.scripts).toEqual(['window.a = 1 &amp;&amp; "</scr" + "ipt>"', 'import("./x.js")'])
  })

  it('lists style elements and style attribute values (decoded, also inside code blocks), not those under noscript', () => {
    expect(sources.styles).toEqual([':root{--a:1}'])
    expect(sources.styleAttributes).toEqual(['outline:none', 'display:inline-block', 'font-family:"Fira Code"'])
  })
})

describe('hash sources', () => {
  it('are the base64 SHA-256 of the UTF-8 text, quoted', () => {
    expect(hashSource('display:inline-block')).toBe("'sha256-jKE6QZqne5OsrfemNvuLSNoud++NsCOiSlGuIsQns5o='")
    expect(hashSource('é')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}'`)
  })

  it('hash line ends as the HTML parser leaves them (CR LF and CR become LF)', () => {
    expect(hashSource('a\r\nb\rc')).toBe(hashSource('a\nb\nc'))
  })
})

describe('the policy', () => {
  const hashes = {
    scriptHashes: ["'sha256-s1'", "'sha256-s1'"],
    styleHashes: ["'sha256-t1'"],
    styleAttributes: false,
    connect: [],
  }

  it('allows the own origin, hashed inline code and own frames, and nothing inline by default', () => {
    const policy = contentSecurityPolicy(hashes)
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-s1'; style-src 'self' 'sha256-t1'; img-src 'self'; connect-src 'self'; " +
        "frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    )
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
  })

  it("adds 'unsafe-hashes' only when style attributes are hashed", () => {
    expect(directives(contentSecurityPolicy({ ...hashes, styleAttributes: true })).get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      "'sha256-t1'",
    ])
  })

  it('of a page: its scripts, its styles, the runtime styles and its style attributes', () => {
    const policy = directives(
      pagePolicy(
        [hashedSources({ scripts: ['a()'], styles: ['p{}'], styleAttributes: ['opacity:0'] })],
        [],
        [hashSource('.x{}')],
      ),
    )
    expect(policy.get('script-src')).toEqual(["'self'", hashSource('a()')])
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      hashSource('p{}'),
      hashSource('.x{}'),
      hashSource('opacity:0'),
    ])
  })

  it('of a page in parts (its own and Gatsby’s scripts slice): the sources of every part', () => {
    const own = hashedSources({ scripts: ['a()'], styles: ['p{}'], styleAttributes: [] })
    const slice = hashedSources({ scripts: ['window.___webpackCompilationHash="1"'], styles: [], styleAttributes: [] })
    const policy = directives(pagePolicy([own, slice], [], []))
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hashSource('a()'),
      hashSource('window.___webpackCompilationHash="1"'),
    ])
    expect(policy.get('style-src')).toEqual(["'self'", hashSource('p{}')])
  })
})

describe('where the search may connect', () => {
  it('is the site alone with the local backend', () => {
    const result = resolveSearchSettings(algolia, {}, false)
    expect(result.ok && searchConnectSources(result.settings)).toEqual([])
  })

  it("is Algolia's read hosts of the application when the build uses Algolia", () => {
    const result = resolveSearchSettings(
      algolia,
      { COTTON_BOX_SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'ABC123XYZ' },
      false,
    )
    expect(result.ok).toBe(true)
    const connect = result.ok ? searchConnectSources(result.settings) : []
    expect(connect).toEqual([
      'https://abc123xyz-dsn.algolia.net',
      'https://abc123xyz-1.algolianet.com',
      'https://abc123xyz-2.algolianet.com',
      'https://abc123xyz-3.algolianet.com',
    ])
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: [], styleHashes: [], styleAttributes: false, connect }),
    )
    expect(policy.get('connect-src')).toEqual(["'self'", ...algoliaHosts('ABC123XYZ')])
    // Only fetches go to Algolia: scripts, styles and frames stay on the site.
    for (const name of ['script-src', 'style-src', 'frame-src', 'default-src'])
      expect(policy.get(name)!.join(' ')).not.toContain('algolia')
  })

  it("adds 127.0.0.1 in test builds only, for the browser tests' fake Algolia server", () => {
    const test = resolveSearchSettings(algolia, {}, true)
    expect(test.ok && searchConnectSources(test.settings)).toEqual(['http://127.0.0.1:*'])
  })
})

describe('the policy meta element', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/><style>a{}</style><script>b()</script></head><body></body></html>'

  it('comes right after the charset declaration, before every style and script', () => {
    const html = withPolicyMeta(page, "default-src 'self'")
    expect(html).toContain(
      '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><meta name="viewport"',
    )
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style'))
  })

  it('replaces the policy of an earlier run', () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "default-src 'none'"), "default-src 'self'")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain("default-src 'self'")
  })

  it('refuses a page without a head, and a page whose code would come before it', () => {
    expect(() => withPolicyMeta('<p>fragment</p>', 'x')).toThrow('no <head>')
    expect(() => withPolicyMeta('<html><head><script>a()</script><meta charset="utf-8"></head></html>', 'x')).toThrow(
      'before the policy',
    )
  })
})

describe('runtime styles', () => {
  it("are each found in their package's code, or reported", () => {
    const code = (module: string) => (module === '@docsearch/react' ? `x("style",null,"${runtimeStyles[0].text}")` : '')
    expect(missingRuntimeStyles(runtimeStyles, code)).toEqual([])
    expect(missingRuntimeStyles(runtimeStyles, () => 'changed')).toEqual(runtimeStyles)
  })
})

describe('the diagram renderer page', () => {
  it('carries its own policy: site scripts, inline styles for Mermaid, nothing else', () => {
    const html = rendererHtml('mermaid-ABC.js')
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${RENDERER_CSP}">`)
    expect(html).toContain('<script type="module" src="./mermaid-ABC.js"></script>')
    expect(RENDERER_CSP).toMatch(/^default-src 'none';/)
    expect(RENDERER_CSP).not.toMatch(/script-src[^;]*unsafe/)
  })
})
