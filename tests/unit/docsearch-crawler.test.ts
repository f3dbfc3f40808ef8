import { describe, expect, it } from 'vitest'
import { crawlPage } from '../docsearch-crawler'

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

const navbar = `<header><nav><a class="item">Learn</a><a class="item navbar__item navbar__link--active">API</a></nav></header>`
const article = `
  <article>
    <nav><ul><li>Docs</li></ul></nav>
    <h1>StateManager</h1>
    <p>A state manager with <code>init</code>.</p>
    <h2 id="methods">Methods<a href="#methods" aria-label="Direct link to Methods"><svg><path d="M0 0"></path></svg></a></h2>
    <table><tr><th>Name</th><th>Meaning</th></tr><tr><td>init</td><td>Runs once.</td></tr></table>
    <h3 id="set">set</h3>
    <h2></h2>
  </article>`

describe('the DocSearch crawler model (Docusaurus template)', () => {
  it('takes lvl0 from the active navbar item, lvl1 from the h1 and the headings of the article in reading order, with their ids', () => {
    const crawled = crawlPage(page('', `${navbar}<main>${article}</main><aside><h2 id="toc">On this page</h2></aside>`))
    expect(crawled).toMatchObject({ lvl0: 'API', lvl1: 'StateManager' })
    expect(crawled?.headings).toEqual([
      { level: 2, text: 'Methods', anchor: 'methods', tableCell: false },
      { level: 5, text: 'init', anchor: null, tableCell: true },
      { level: 3, text: 'set', anchor: 'set', tableCell: false },
    ])
  })

  it('takes as content every paragraph, list item and last table cell of the article, wherever it sits', () => {
    expect(crawlPage(page('', article))?.content).toEqual(['Docs', 'A state manager with init.', 'Runs once.'])
  })

  it('prefers the deepest active sidebar category for lvl0, and falls back to "Documentation"', () => {
    const sidebar = `<aside><a class="menu__link menu__link--sublist menu__link--active">Core</a></aside>`
    expect(crawlPage(page('', `${navbar}${sidebar}${article}`))?.lvl0).toBe('Core')
    expect(crawlPage(page('', article))?.lvl0).toBe('Documentation')
  })

  it('reads the docsearch meta tags, without their prefix', () => {
    const head =
      '<meta name="description" content="x"><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">'
    expect(crawlPage(page(head, article))?.meta).toEqual({ language: 'en', docusaurus_tag: 'docs-default-current' })
  })

  it('gives nothing for a page whose h1 is in neither a header nor an article', () => {
    expect(crawlPage(page('', '<main><h1>Blog</h1><section><h2 id="post">A post</h2></section></main>'))).toBeNull()
    expect(crawlPage(page('', '<header><h1>Blog</h1></header>'))).toMatchObject({ lvl1: 'Blog', headings: [] })
  })
})
