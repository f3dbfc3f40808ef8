import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageChunksData } from '../../src/components/page-chunks/PageChunksData'
import { withComponentChunks, type ComponentTable } from '../../src/node/webpack/page-chunks-block'
import { stylesheetsSalt } from '../../src/node/webpack/html-renderer-salt'
import { pageChunksBlock } from '../page-chunks-block'

const component = 'component---src-templates-doc-tsx-content-file-path-content-docs-learn-tutorial-setup-mdx'
const table: ComponentTable = {
  [component]: { module: 2986, chunks: { '1055': '7591ede9.js', '1421': '9c651aa1.js' } },
  'component---src-pages-404-tsx': { module: 8186, chunks: { '1453': '8003db1b.js' } },
}

/** A page as the server renders it: the block in its head, with the component's name only. */
const rendered = (name: string) =>
  `<html><head><title>Setup</title>${renderToStaticMarkup(createElement(PageChunksData, { component: name }))}</head><body></body></html>`

describe("a page's block of chunks", () => {
  it('is rendered with its component alone, so the rendered page depends on no chunk', () => {
    expect(pageChunksBlock(rendered(component))).toEqual({ component })
  })

  it('is filled in with its component’s module and chunk files', () => {
    expect(pageChunksBlock(withComponentChunks(rendered(component), table, 'public/docs/index.html'))).toEqual({
      component,
      module: 2986,
      chunks: { '1055': '7591ede9.js', '1421': '9c651aa1.js' },
    })
  })

  it('names the chunks of the latest build when a page kept from an earlier build is filled in again', () => {
    const earlier = withComponentChunks(rendered(component), table, 'public/docs/index.html')
    const later = { ...table, [component]: { module: 2986, chunks: { '1055': '7591ede9.js', '1421': 'c913c4d0.js' } } }
    const page = withComponentChunks(earlier, later, 'public/docs/index.html')
    expect(pageChunksBlock(page)?.chunks).toEqual({ '1055': '7591ede9.js', '1421': 'c913c4d0.js' })
    expect(page.replace(/<script id="page-chunks".*?<\/script>/, '')).toBe(
      rendered(component).replace(/<script id="page-chunks".*?<\/script>/, ''),
    )
  })

  it('changes nothing else of the page', () => {
    const page = withComponentChunks(rendered(component), table, 'public/docs/index.html')
    expect(page.startsWith('<html><head><title>Setup</title><script id="page-chunks" type="application/json">')).toBe(
      true,
    )
    expect(page.endsWith('</script></head><body></body></html>')).toBe(true)
  })

  it("stops the build, naming the page and the override, when a rendered page has no block (Gatsby's page data changed)", () => {
    expect(() =>
      withComponentChunks('<html><body><div id="___gatsby"></div></body></html>', table, 'public/a/index.html'),
    ).toThrow(
      /^The override "Page data field read while rendering" \(docs\/overrides\.md\), written against gatsby 5\.16\.1, expects public\/a\/index\.html to carry its block of chunks/,
    )
  })

  it('fails, naming the component, when the browser build has no chunks for it', () => {
    expect(() =>
      withComponentChunks(rendered('component---src-pages-gone-tsx'), table, 'public/gone/index.html'),
    ).toThrow(/component---src-pages-gone-tsx/)
  })

  it('escapes `<` so that a component name cannot close the script element', () => {
    const html = renderToStaticMarkup(
      createElement(PageChunksData, { component: 'component---</script><script>alert(1)' }),
    )
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(pageChunksBlock(html)?.component).toBe('component---</script><script>alert(1)')
  })
})

describe("the salt of the HTML renderer's hashes", () => {
  const stats = (assets: Record<string, string[]>) => JSON.stringify({ assetsByChunkName: assets })
  const before = stats({
    app: ['webpack-runtime-1.js', 'styles.aaa.css', 'app-1.js'],
    [component]: ['styles.aaa.css', '9c651aa1.js'],
  })

  it('changes when a stylesheet every page inlines changes', () => {
    expect(
      stylesheetsSalt(
        stats({
          app: ['webpack-runtime-1.js', 'styles.bbb.css', 'app-1.js'],
          [component]: ['styles.bbb.css', '9c651aa1.js'],
        }),
      ),
    ).not.toBe(stylesheetsSalt(before))
  })

  it('stays when only scripts change, such as one page’s chunk after an edit', () => {
    expect(
      stylesheetsSalt(
        stats({
          app: ['webpack-runtime-2.js', 'styles.aaa.css', 'app-2.js'],
          [component]: ['styles.aaa.css', 'c913c4d0.js'],
        }),
      ),
    ).toBe(stylesheetsSalt(before))
  })
})
