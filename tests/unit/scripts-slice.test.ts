import { describe, expect, it } from 'vitest'
import { withPolicyMeta } from '../../src/node/csp/meta'
import { oncePerSlice, ownContentParts, scriptsSliceOf, withScriptsSlice } from '../../src/node/scripts-slice'

const slice =
  '<script>window.___webpackCompilationHash="abc";</script><script src="/cotton-box/app-1.js" async></script>'
const page = (scripts: string) =>
  `<html><head><meta charSet="utf-8"/><title>Setup</title></head><body><div id="___gatsby">Setup</div><script id="gatsby-script-loader">window.pagePath="/docs";</script><!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const own = (html: string) => ownContentParts(html).join('')

describe("Gatsby's scripts slice", () => {
  it('is found between the comments that mark it', () => {
    expect(scriptsSliceOf(page(slice), 'public/docs/index.html')).toBe(slice)
  })

  it('is replaced in place, the comments kept', () => {
    expect(withScriptsSlice(page(slice), '<script>b()</script>')).toBe(page('<script>b()</script>'))
  })

  it("stops the build, naming the page and the override, when a page Gatsby rendered has none (Gatsby's markers changed)", () => {
    const html = page(slice).replaceAll('_gatsby-scripts-1', '_gatsby-scripts')
    expect(() => scriptsSliceOf(html, 'public/docs/index.html')).toThrow(
      /^The override "Gatsby's scripts slice found by its comments" \(docs\/overrides\.md\), written against gatsby 5\.16\.1, expects public\/docs\/index\.html to hold the scripts slice/,
    )
    expect(withScriptsSlice(html, slice)).toBe(html)
  })
})

describe('what a page itself says', () => {
  it('is the page without the slice', () => {
    expect(own(page(slice))).toBe(page(''))
  })

  it('stays the same when only the slice changes, as after a change to any script, and when the policy changes with it', () => {
    const before = withPolicyMeta(page(slice), "script-src 'sha256-1'")
    const after = withPolicyMeta(page(slice.replace('abc', 'def')), "script-src 'sha256-2'")
    expect(ownContentParts(after)).toEqual(ownContentParts(before))
    expect(own(after)).toBe(page(''))
  })

  it('changes when the page does', () => {
    expect(own(page(slice).replace('>Setup</div>', '>Set up</div>'))).not.toBe(own(page(slice)))
  })

  it('is the whole page when it has neither slice nor policy', () => {
    const html = '<html><body><div id="___gatsby">Runner</div></body></html>'
    expect(ownContentParts(html)).toEqual([html])
  })
})

describe('work on the slice', () => {
  it('is done once for each distinct slice, however many pages carry it', () => {
    const seen: string[] = []
    const work = oncePerSlice((found) => seen.push(found))
    for (const html of [page(slice), page(slice), page(slice.replace('abc', 'def')), page(slice)])
      work(scriptsSliceOf(html, 'page.html'))
    expect(seen).toEqual([slice, slice.replace('abc', 'def')])
  })
})
