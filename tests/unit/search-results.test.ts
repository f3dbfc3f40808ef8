import { describe, expect, it } from 'vitest'
import { firstOptions, groupResults, nextOption } from '../../src/components/search/result-groups'
import { resultTexts } from '../../src/components/search/ResultList'
import { storedSearchOfHit } from '../../src/components/search/stored-searches'
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

const shape = (groups: ReturnType<typeof groupResults>) =>
  groups.map(({ title, options }) => ({
    title,
    options: options.map(
      ({ hit, index, child, lastChild }) => `${index}:${hit.objectID}${child ? (lastChild ? ' └' : ' ├') : ''}`,
    ),
  }))

describe("the dialog's results", () => {
  it('are grouped by their top level in the order found, at most N a group, a page found with its sections their parent', () => {
    const hits = [
      hit('reset', 'lvl2', 'API', 'StateManager'),
      hit('watching', 'lvl1', 'Learn', 'Watching'),
      hit('manager', 'lvl1', 'API', 'StateManager'),
      hit('wait', 'content', 'API', 'StateManager'),
      hit('simple', 'lvl1', 'API', 'SimpleStateManager'),
      hit('extra', 'lvl2', 'API', 'SimpleStateManager'),
      hit('more', 'lvl2', 'API', 'Other'),
    ]
    expect(shape(groupResults(hits, 4))).toEqual([
      // Ranked order is kept; a section whose page is among the results hangs from it by a line.
      { title: 'API', options: ['0:reset └', '1:manager', '2:wait └', '3:simple'] },
      { title: 'Learn', options: ['4:watching'] },
    ])
  })

  it('take their group from the highlighted level 0 as text, and list sections of a page not found on their own', () => {
    const marked = hit('a', 'lvl2', 'API', 'P', {
      _highlightResult: {
        hierarchy: { lvl0: { value: '<mark>A</mark>PI &amp; more', matchLevel: 'partial', matchedWords: [] } },
      },
    })
    expect(shape(groupResults([marked, hit('b', 'lvl3', 'API & more', 'P')], 5))).toEqual([
      { title: 'API & more', options: ['0:a', '1:b'] },
    ])
  })

  it('drawn in two parts keep their groups and places, the first part the first options of the list', () => {
    const hits = [
      hit('manager', 'lvl1', 'API', 'StateManager'),
      hit('reset', 'lvl2', 'API', 'StateManager'),
      hit('watching', 'lvl1', 'Learn', 'Watching'),
      hit('blog', 'lvl1', 'Blog', 'News'),
    ]
    const groups = groupResults(hits, 5)
    expect(shape(firstOptions(groups, 3))).toEqual([
      { title: 'API', options: ['0:manager', '1:reset └'] },
      { title: 'Learn', options: ['2:watching'] },
    ])
    expect(firstOptions(groups, 4)).toEqual(groups)
  })

  it('go round with the arrow keys', () => {
    expect(nextOption(0, 3, 1)).toBe(1)
    expect(nextOption(2, 3, 1)).toBe(0)
    expect(nextOption(0, 3, -1)).toBe(2)
    expect(nextOption(0, 0, 1)).toBe(0)
  })

  it('show a page over its text, a heading or text over its page, their snippets where given, as markup-free text', () => {
    const page = hit('p', 'lvl1', 'API', 'Store <T>', { content: 'About stores' })
    expect(resultTexts(page)).toEqual({ title: 'Store &lt;T&gt;', path: 'About stores' })
    const text = hit('t', 'content', 'API', 'Store', {
      _snippetResult: { hierarchy: {}, content: { value: '… the <mark>wait</mark> method', matchLevel: 'full' } },
    })
    expect(resultTexts(text)).toEqual({ title: '… the <mark>wait</mark> method', path: 'Store' })
    expect(resultTexts(hit('h', 'lvl2', 'API', 'Store'))).toEqual({ title: 'h heading', path: 'Store' })
  })

  it('are stored when chosen with their texts escaped and the route they open', () => {
    const chosen = hit('h', 'lvl2', 'API', 'Store <T>', { _snippetResult: { hierarchy: {} } })
    expect(storedSearchOfHit(chosen, '/docs/h#x')).toEqual({
      objectID: 'h',
      url: '/docs/h#x',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'API',
        lvl1: 'Store &lt;T&gt;',
        lvl2: 'h heading',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
    })
  })
})
