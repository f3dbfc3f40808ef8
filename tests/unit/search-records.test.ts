import { describe, expect, it } from 'vitest'
import { extractSearchRecords, type RecordOptions } from '../../src/node/search/records'

const options: RecordOptions = {
  siteUrl: 'https://example.org/cotton-box',
  language: 'en',
  tags: { docs: 'docs-default-current', blog: 'blog_posts_list' },
}

const page = `
<html><body>
  <nav><ul><li>Learn</li><li>API</li></ul></nav>
  <article data-search-lvl0="API" data-search-kind="docs">
    <nav data-search-ignore="true"><ol><li>Core</li><li>StateManager</li></ol></nav>
    <h1>StateManager</h1>
    <p>A state manager with <code>init</code> &amp; lifecycle hooks.</p>
    <h2 id="signature">Signature<a class="heading-anchor" href="#signature" aria-label="signature permalink"><svg><path/></svg></a></h2>
    <p>The class extends   SimpleStateManager.</p>
    <div class="code"><pre><code>const manager = new StateManager(0)</code></pre><button>Copy</button></div>
    <h3 id="options">Options</h3>
    <ul><li>visibility</li><li><p>suspense</p><ul><li>nested item</li></ul></li></ul>
    <h2 id="methods">Methods</h2>
    <p>Every method is bound.</p>
  </article>
</body></html>`

const records = () => extractSearchRecords(page, '/docs/api/core/StateManager', options)

describe('search record extraction', () => {
  it('makes one page record, one per heading and one per paragraph or list item, in reading order', () => {
    expect(records().map((record) => [record.type, record.content ?? record.hierarchy[record.type as 'lvl1']])).toEqual(
      [
        ['lvl1', 'StateManager'],
        ['content', 'A state manager with init & lifecycle hooks.'],
        ['lvl2', 'Signature'],
        ['content', 'The class extends SimpleStateManager.'],
        ['lvl3', 'Options'],
        ['content', 'visibility'],
        ['content', 'suspense'],
        ['content', 'nested item'],
        ['lvl2', 'Methods'],
        ['content', 'Every method is bound.'],
      ],
    )
  })

  it('gives every record its section, page and headings above it', () => {
    const nested = records().find((record) => record.content === 'nested item')!
    expect(nested.hierarchy).toEqual({
      lvl0: 'API',
      lvl1: 'StateManager',
      lvl2: 'Signature',
      lvl3: 'Options',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    })
    const methods = records().find((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === 'Methods')!
    expect(methods.hierarchy.lvl3).toBeNull()
  })

  it('links each record to its heading: absolute url with the path prefix and the anchor', () => {
    const [pageRecord, intro, , signatureText] = records()
    expect(pageRecord).toMatchObject({ url: 'https://example.org/cotton-box/docs/api/core/StateManager', anchor: null })
    expect(intro.anchor).toBeNull()
    expect(signatureText).toMatchObject({
      url: 'https://example.org/cotton-box/docs/api/core/StateManager#signature',
      url_without_anchor: 'https://example.org/cotton-box/docs/api/core/StateManager',
      anchor: 'signature',
    })
  })

  it('carries the language and the docs or blog facet', () => {
    expect(new Set(records().map((record) => `${record.language} ${record.docusaurus_tag}`))).toEqual(
      new Set(['en docs-default-current']),
    )
    const post = extractSearchRecords(
      '<article data-search-lvl0="Blog" data-search-kind="blog"><h1>Hello</h1></article>',
      '/blog/hello',
      options,
    )
    expect(post[0]).toMatchObject({ docusaurus_tag: 'blog_posts_list', hierarchy: { lvl0: 'Blog', lvl1: 'Hello' } })
  })

  it('leaves out code blocks, buttons and ignored parts', () => {
    const text = JSON.stringify(records())
    expect(text).not.toContain('new StateManager(0)')
    expect(text).not.toContain('Copy')
    expect(text).not.toContain('Core')
  })

  it('gives unique object ids that are the same in every build and do not shift with other sections', () => {
    const ids = records().map((record) => record.objectID)
    expect(new Set(ids).size).toBe(ids.length)
    expect(records().map((record) => record.objectID)).toEqual(ids)
    const longerIntro = page.replace('<h2 id="signature">', '<p>A new paragraph.</p><h2 id="signature">')
    const methodsId = (html: string) =>
      extractSearchRecords(html, '/docs/api/core/StateManager', options).find(
        (record) => record.content === 'Every method is bound.',
      )!.objectID
    expect(methodsId(longerIntro)).toBe(methodsId(page))
  })

  it('indexes nothing on a page without the search marker', () => {
    expect(extractSearchRecords('<main><h1>Blog</h1><p>Text</p></main>', '/blog', options)).toEqual([])
  })

  it('rejects a marked page without a title', () => {
    expect(() =>
      extractSearchRecords('<article data-search-lvl0="API" data-search-kind="docs"><p>x</p></article>', '/x', options),
    ).toThrow('Page /x: a search region needs')
  })
})
