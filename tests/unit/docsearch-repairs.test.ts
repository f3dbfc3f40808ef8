// @vitest-environment jsdom
/**
 * The repairs to DocSearch's modal made from the outside (docs/search.md): its ARIA, and the
 * client it is given, which keeps each answer's count and turns a failed search into an error the
 * dialog shows. The markup here is DocSearch 5.2's, as its modal renders it.
 */
import { describe, expect, it, vi } from 'vitest'
import * as BROWSER_OVERRIDES from '../../src/components/overrides/browser-overrides'
import { createDialogAnswers } from '../../src/components/search/dialog-answers'
import { dialogSearchClient } from '../../src/components/search/dialog-client'
import { keepExistingIds, watchDocSearchAria } from '../../src/components/search/docsearch-aria'
import type { SiteSearchClient } from '../../src/components/search/site-search-client'
import type { SearchResponse } from '../../src/shared/search/algolia-response'

function docSearchModal(modalClass = 'DocSearch-Modal'): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `
    <div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox">
      <div class="${modalClass}">
        <header class="DocSearch-SearchBar">
          <input class="DocSearch-Input" aria-controls="docsearch-recentSearches-list docsearch-gone-list">
        </header>
        <div class="DocSearch-Dropdown">
          <ul role="listbox" id="docsearch-recentSearches-list">
            <li role="option" class="DocSearch-Hit"><button class="DocSearch-Hit-action-button">x</button></li>
          </ul>
          <ul role="listbox" id="docsearch-hits-list"><li role="option" class="DocSearch-Hit">hit</li></ul>
        </div>
        <footer class="DocSearch-Footer"></footer>
      </div>
    </div>`
  document.body.replaceChildren(root)
  return root
}

describe("DocSearch's ARIA, repaired", () => {
  it('makes the modal a labelled modal dialog, its backdrop no button, its header and footer no landmarks', () => {
    const root = docSearchModal()
    const stop = watchDocSearchAria(root, 'Search')
    const backdrop = root.querySelector('.DocSearch-Container')!
    expect(['role', 'tabindex', 'aria-expanded', 'aria-haspopup'].map((name) => backdrop.getAttribute(name))).toEqual([
      null,
      null,
      null,
      null,
    ])
    const modal = root.querySelector('.DocSearch-Modal')!
    expect([modal.getAttribute('role'), modal.getAttribute('aria-modal'), modal.getAttribute('aria-label')]).toEqual([
      'dialog',
      'true',
      'Search',
    ])
    expect(root.querySelector('header')!.getAttribute('role')).toBe('none')
    expect(root.querySelector('footer')!.getAttribute('role')).toBe('none')
    // Only lists in the page are named as controlled.
    expect(root.querySelector('input')!.getAttribute('aria-controls')).toBe('docsearch-recentSearches-list')
    stop()
  })

  it('turns a list of stored searches, whose items hold buttons, into a tree; results stay a listbox', () => {
    const root = docSearchModal()
    const stop = watchDocSearchAria(root, 'Search')
    expect(root.querySelector('#docsearch-recentSearches-list')!.getAttribute('role')).toBe('tree')
    expect(root.querySelector('#docsearch-recentSearches-list li')!.getAttribute('role')).toBe('treeitem')
    expect(root.querySelector('#docsearch-hits-list')!.getAttribute('role')).toBe('listbox')
    stop()
  })

  it('keeps repairing as DocSearch renders again', async () => {
    const root = docSearchModal()
    const stop = watchDocSearchAria(root, 'Search')
    root.querySelector('.DocSearch-Modal')!.removeAttribute('role')
    await Promise.resolve()
    expect(root.querySelector('.DocSearch-Modal')!.getAttribute('role')).toBe('dialog')
    stop()
  })

  it('reports, naming the override, a modal it cannot find', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    watchDocSearchAria(docSearchModal('DocSearch-Dialog'), 'Search')()
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toContain(BROWSER_OVERRIDES.DOCSEARCH_ARIA.title)
    expect(String(errors.mock.calls[0]?.[0])).toContain('missing: .DocSearch-Modal')
    errors.mockRestore()
  })

  it('keeps the ids that name an element', () => {
    expect(keepExistingIds(' a  b c', (id) => id !== 'b')).toBe('a c')
    expect(keepExistingIds('b', () => false)).toBe('')
  })
})

const answer = (query: string, nbHits: number): { results: SearchResponse[] } => ({
  results: [
    {
      hits: [],
      nbHits,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query,
      params: '',
      queryID: '',
    },
  ],
})
const params = (query: string) => ({ requests: [{ indexName: 'glyph-catio', query, hitsPerPage: 20 }] })

describe('the client DocSearch is given', () => {
  it("records each answer's own count, which DocSearch adds to the last", async () => {
    const answers = createDialogAnswers()
    const client: SiteSearchClient = {
      search: ({ requests }) => Promise.resolve(answer(requests[0]?.query ?? '', 42)),
      suggest: () => Promise.resolve([]),
    }
    const docSearchClient = dialogSearchClient(client, { answers, onFullIndex: () => {} })
    await docSearchClient.search(params('state '))
    expect(answers.last()).toEqual({ query: 'state', count: 42 })
  })

  it('answers a failed search with no hits, and records the failure for the error screen', async () => {
    const answers = createDialogAnswers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client: SiteSearchClient = {
      search: () => Promise.reject(new Error('all hosts unreachable')),
      suggest: () => Promise.resolve([]),
    }
    const response = await dialogSearchClient(client, { answers, onFullIndex: () => {} }).search(params('reset'))
    expect((response as unknown as { results: SearchResponse[] }).results[0]?.hits).toEqual([])
    expect(answers.last()).toEqual({ query: 'reset', count: null })
    errors.mockRestore()
  })

  it('answers early where the backend can, and asks for the query again once the full index answers', async () => {
    const answers = createDialogAnswers()
    let complete = () => {}
    const whenComplete = new Promise<void>((resolve) => (complete = resolve))
    const full = vi.fn(() => Promise.resolve(answer('dispose', 9)))
    const client: SiteSearchClient = {
      search: full,
      suggest: () => Promise.resolve([]),
      early: {
        search: () => Promise.resolve(answer('dispose', 3)),
        whenComplete: () => whenComplete,
      },
    }
    const askedAgain = vi.fn()
    await dialogSearchClient(client, { answers, onFullIndex: askedAgain }).search(params('dispose'))
    expect(answers.last()).toEqual({ query: 'dispose', count: 3 })
    expect(full).not.toHaveBeenCalled()
    complete()
    await whenComplete
    await Promise.resolve()
    expect(askedAgain).toHaveBeenCalledWith('dispose')
  })
})

describe('the client DocSearch is given, once the full index is open', () => {
  it('does not ask again for a query the titles still answer (one character), which would ask for ever', async () => {
    const answers = createDialogAnswers()
    const client: SiteSearchClient = {
      search: () => Promise.resolve(answer('w', 40)),
      suggest: () => Promise.resolve([]),
      early: {
        search: () => Promise.resolve(answer('w', 5)),
        whenComplete: () => Promise.resolve(),
      },
    }
    const askedAgain = vi.fn()
    const docSearchClient = dialogSearchClient(client, { answers, onFullIndex: askedAgain })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await docSearchClient.search(params('w'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(answers.last()).toEqual({ query: 'w', count: 5 })
    expect(askedAgain).not.toHaveBeenCalled()
  })
})
