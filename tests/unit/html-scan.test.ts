import { describe, expect, it } from 'vitest'
import { scanHtml, type Attributes } from '../../src/node/html-scan'
import { withTrimmedChunkMapping } from '../../src/node/webpack/chunk-mapping'

function scan(html: string) {
  const elements: Array<[string, Attributes]> = []
  const rawTexts: Array<[string, string]> = []
  scanHtml(html, {
    element: (tag) => elements.push([tag.name, tag.attributes()]),
    rawText: (tag, _attributes, text) => rawTexts.push([tag, text]),
  })
  return { elements, rawTexts }
}

describe('scanning built HTML', () => {
  it('reads tags and entity-decoded attributes in document order, in any quoting', () => {
    const { elements } = scan(
      `<DIV ID="a" data-x='1 &amp; 2'><a href="/x?b=1&amp;c=&quot;2&quot;" title="a > b">t</a><img src=/logo.svg alt></div>`,
    )
    expect(elements).toEqual([
      ['div', { id: 'a', 'data-x': '1 & 2' }],
      ['a', { href: '/x?b=1&c="2"', title: 'a > b' }],
      ['img', { src: '/logo.svg', alt: '' }],
    ])
  })

  it('keeps the first of two attributes with one name, as the browser does', () => {
    expect(scan('<a href="/first" href="/second">').elements).toEqual([['a', { href: '/first' }]])
  })

  it('gives script and style text raw and whole, and finds no tags inside them', () => {
    const { elements, rawTexts } = scan(
      `<style>a>b{content:"&amp;"}</style><script type="module">if (a < b) x("<a href='/in-script'>")</script><p id="after">`,
    )
    expect(rawTexts).toEqual([
      ['style', 'a>b{content:"&amp;"}'],
      ['script', `if (a < b) x("<a href='/in-script'>")`],
    ])
    expect(elements.map(([tag]) => tag)).toEqual(['style', 'script', 'p'])
  })

  it('skips comments, the doctype, and what a browser with scripting on reads as text', () => {
    const html = `<!doctype html><!-- <a href="/commented"> --><noscript><img src="/fallback.png"><style>.x{}</style></noscript><textarea><a href="/typed"></textarea><title>A <b></title><a href="/real">`
    const { elements, rawTexts } = scan(html)
    expect(elements).toEqual([
      ['textarea', {}],
      ['title', {}],
      ['a', { href: '/real' }],
    ])
    expect(rawTexts).toEqual([])
  })

  it('tells whether a tag has an attribute without reading them all', () => {
    const found: Array<[string, boolean, boolean]> = []
    scanHtml(`<p data-id="1"><p id="2"><p ID = "3"><p style="color:red"><p data-style="x">`, {
      element: (tag) => found.push([tag.name, tag.has('id'), tag.has('style')]),
    })
    expect(found).toEqual([
      ['p', false, false],
      ['p', true, false],
      ['p', true, false],
      ['p', false, true],
      ['p', false, false],
    ])
  })
})

describe("Gatsby's chunk map in a page", () => {
  const page = (entries: Record<string, string[]>) =>
    `<html><head></head><body><div id="___gatsby"></div><script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping=${JSON.stringify(JSON.stringify(entries))};\n</script><script src="/app.js"></script></body></html>`
  const assigned = (html: string) =>
    JSON.parse(JSON.parse(/window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(html)![1]) as string) as unknown

  it('keeps only the entries that list files, so the script does not grow with the pages', () => {
    const components = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`component---page-${index}-mdx`, []]))
    const small = withTrimmedChunkMapping(page({ app: ['/app-1.js'], ...components(3) }))
    const large = withTrimmedChunkMapping(page({ app: ['/app-1.js'], ...components(1000) }))
    expect(assigned(small)).toEqual({ app: ['/app-1.js'] })
    expect(large).toBe(small)
    expect(large).toContain('<script src="/app.js"></script>')
  })

  it("stops the build, naming the override, when Gatsby's slice no longer assigns the map as a JSON string", () => {
    const assignedAsObject = page({ app: ['/app-1.js'] }).replace(
      /___chunkMapping=("(?:[^"\\]|\\.)*")/,
      (_all, literal: string) => `___chunkMapping=${JSON.parse(literal) as string}`,
    )
    expect(() => withTrimmedChunkMapping(assignedAsObject)).toThrow(/^The override "Gatsby's chunk map trimmed"/)
  })
})
