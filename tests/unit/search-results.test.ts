import { describe, expect, it, vi } from 'vitest'
import type { DocSearchHit } from '@docsearch/react'
import { docSearchOrder } from '../../scripts/bench/docsearch-order'
import { searchIndices, toDialogHit } from '../../src/components/search/docsearch-props'
import type { SearchHit } from '../../src/shared/search/algolia-response'
import type { SearchRecordType } from '../../src/shared/search/record'

/** A hit as a backend answers it: `lvl0 › lvl1 › heading`, highlighted where asked. */
function hit(
  id: string,
  type: SearchRecordType,
  lvl0: string,
  lvl1: string,
  extra: Partial<SearchHit> = {},
): SearchHit {
  const heading = type === 'lvl1' || type === 'content' ? null : `${id} heading`
  return {
    objectID: id,
    type,
    url: `https://example.org/${id}`,
    content: type === 'content' ? `${id} text` : null,
    hierarchy: { lvl0, lvl1, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl0: { value: lvl0, matchLevel: 'none', matchedWords: [] } } },
    _snippetResult: { hierarchy: {} },
    ...extra,
  }
}

const order = (hits: ReadonlyArray<SearchHit>, max: number) => docSearchOrder(hits, max).map((each) => each.objectID)

describe("the dialog's order of results", () => {
  it('is by top level in the order found, then by page, at most N of each', () => {
    const hits = [
      hit('reset', 'lvl2', 'API', 'StateManager'),
      hit('watching', 'lvl1', 'Learn', 'Watching'),
      hit('manager', 'lvl1', 'API', 'StateManager'),
      hit('wait', 'content', 'API', 'StateManager'),
      hit('simple', 'lvl1', 'API', 'SimpleStateManager'),
      hit('extra', 'lvl2', 'API', 'SimpleStateManager'),
      hit('more', 'lvl2', 'API', 'Other'),
    ]
    expect(order(hits, 4)).toEqual(['reset', 'manager', 'wait', 'simple', 'watching'])
  })

  it('takes the group from the highlighted level 0 as text', () => {
    const marked = hit('a', 'lvl2', 'API', 'P', {
      _highlightResult: {
        hierarchy: { lvl0: { value: '<mark>A</mark>PI &amp; more', matchLevel: 'partial', matchedWords: [] } },
      },
    })
    expect(order([hit('x', 'lvl1', 'Learn', 'Q'), marked, hit('b', 'lvl3', 'API & more', 'P')], 5)).toEqual([
      'x',
      'a',
      'b',
    ])
  })
})

describe('a hit as the dialog is given it', () => {
  const hostile = {
    objectID: 'h',
    type: 'lvl2',
    url: 'https://glyph-cat.github.io/cotton-box/docs/api/core/StateManager#reset',
    url_without_anchor: '',
    anchor: 'reset',
    content: '<img src=x onerror=alert(1)>',
    hierarchy: { lvl0: 'API', lvl1: 'Store <T>', lvl2: '<b>reset</b>', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: { lvl2: { value: '<mark>re</mark>set<script>x()</script>', matchLevel: 'partial', matchedWords: [] } },
    },
    _snippetResult: { content: { value: '<mark>a</mark> &lt;b&gt; <i>c</i>', matchLevel: 'partial' } },
  } as unknown as DocSearchHit

  it('opens a route of the site and carries only text, with highlight tags the only markup', () => {
    const safe = toDialogHit(hostile)
    expect(safe.url).toBe('/docs/api/core/StateManager#reset')
    expect(safe.hierarchy.lvl1).toBe('Store &lt;T&gt;')
    expect(safe.content).toBe('&lt;img src=x onerror=alert(1)&gt;')
    expect(safe._highlightResult.hierarchy.lvl2.value).toBe('<mark>re</mark>set&lt;script&gt;x()&lt;/script&gt;')
    expect(safe._snippetResult.content.value).toBe('<mark>a</mark> &lt;b&gt; &lt;i&gt;c&lt;/i&gt;')
  })
})

describe("the dialog's request", () => {
  it('asks the site index for 20 hits with snippets of the given length, filtered to the site, without analytics', () => {
    vi.stubGlobal('__COTTON_BOX_SEARCH__', {
      backend: 'local',
      algolia: { appId: '', searchApiKey: '', indexName: 'glyph-catio' },
      stylesheet: '/search-dialog.css',
      allowTestOverride: false,
    })
    const [index] = searchIndices(5)
    vi.unstubAllGlobals()
    const parameters = index?.searchParameters
    expect(index?.name).toBe('glyph-catio')
    expect(parameters?.hitsPerPage).toBe(20)
    expect(parameters?.attributesToSnippet).toContain('content:5')
    expect(parameters?.attributesToSnippet).toContain('hierarchy.lvl1:5')
    expect(parameters?.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:docs-default-current', 'docusaurus_tag:blog_posts_list'],
    ])
    expect(parameters?.clickAnalytics).toBe(false)
    expect(parameters).not.toHaveProperty('query')
  })
})
