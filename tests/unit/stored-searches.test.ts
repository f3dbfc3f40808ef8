import { describe, expect, it, vi } from 'vitest'
import {
  addRecentSearch,
  parseStoredSearches,
  removeStoredSearch,
  saveFavoriteSearch,
  storedSearchLabel,
  storedSearchStore,
  type StoredSearch,
  type StoredSearches,
} from '../../src/components/search/stored-searches'
import { createSiteStorage, STORAGE_UNAVAILABLE_WARNING } from '../../src/components/storage/storage'
import { createStorageSlots } from '../../src/components/storage/storage-slot'
import { escapeMarkup, unescapeMarkup } from '../../src/shared/escape-markup'
import { MemoryStorage } from './memory-storage'

const hierarchy = (lvl1: string, lvl2: string | null = null) => ({
  lvl0: 'Docs',
  lvl1,
  lvl2,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
})

function hit(id: string, extra: Partial<StoredSearch> = {}): StoredSearch {
  return { objectID: id, url: `/docs/${id}`, type: 'lvl1', hierarchy: hierarchy(`Page ${id}`), content: null, ...extra }
}

const ids = (list: ReadonlyArray<StoredSearch>) => list.map((entry) => entry.objectID)
const none: StoredSearches = { recent: [], favorite: [] }

function chooseAll(searches: StoredSearches, count: number): StoredSearches {
  return Array.from({ length: count }, (_, index) => hit(String(index))).reduce(addRecentSearch, searches)
}

describe('recent and favorite searches', () => {
  it('a chosen hit goes first, once, and recent searches keep 7', () => {
    const searches = chooseAll(none, 9)
    expect(ids(searches.recent)).toEqual(['8', '7', '6', '5', '4', '3', '2'])
    expect(ids(addRecentSearch(searches, hit('4')).recent)).toEqual(['4', '8', '7', '6', '5', '3', '2'])
  })

  it('keeps 4 recent searches once there are favorites, and does not repeat a favorite among them', () => {
    const saved = saveFavoriteSearch(chooseAll(none, 7), hit('6'))
    expect(ids(saved.favorite)).toEqual(['6'])
    expect(ids(saved.recent)).toEqual(['5', '4', '3', '2'])
    expect(addRecentSearch(saved, hit('6'))).toBe(saved)
    expect(ids(addRecentSearch(saved, hit('9')).recent)).toEqual(['9', '5', '4', '3'])
  })

  it('keeps 10 favorites, the newest first', () => {
    const favorites = Array.from({ length: 12 }, (_, index) => hit(String(index))).reduce(saveFavoriteSearch, none)
    expect(ids(favorites.favorite)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2'])
  })

  it('removes a search from one list only', () => {
    const searches: StoredSearches = { recent: [hit('a'), hit('b')], favorite: [hit('c')] }
    expect(removeStoredSearch(searches, 'recent', hit('a'))).toEqual({ recent: [hit('b')], favorite: [hit('c')] })
    expect(removeStoredSearch(searches, 'favorite', hit('c'))).toEqual({ recent: [hit('a'), hit('b')], favorite: [] })
  })

  it('stores only the hit, not its highlighting', () => {
    const found = {
      ...hit('a'),
      _highlightResult: { content: { value: '<mark>x</mark>' } },
      __docsearch_parent: hit('b'),
    }
    expect(addRecentSearch(none, found).recent).toEqual([hit('a')])
  })
})

describe('reading stored searches', () => {
  it('reads what DocSearch stored, and drops what is not a hit', () => {
    const stored = JSON.stringify([
      { ...hit('a'), url_without_anchor: '/docs/a', anchor: null },
      { objectID: 'b' },
      'c',
      null,
      hit('d', { type: 'lvl9' as 'lvl1' }),
    ])
    expect(parseStoredSearches(stored, 7)).toEqual([hit('a')])
  })

  it('counts unreadable or missing storage as no searches', () => {
    expect(parseStoredSearches(null, 7)).toEqual([])
    expect(parseStoredSearches('{not json', 7)).toEqual([])
    expect(parseStoredSearches('{"objectID":"a"}', 7)).toEqual([])
  })
})

describe('what a stored search shows', () => {
  it('a page shows its title; a section its heading and page; a paragraph its text and page', () => {
    expect(storedSearchLabel(hit('a', { content: 'Intro' }))).toEqual({ title: 'Page a', path: 'Intro' })
    expect(storedSearchLabel(hit('a', { type: 'lvl2', hierarchy: hierarchy('StateManager', 'reset') }))).toEqual({
      title: 'reset',
      path: 'StateManager',
    })
    expect(storedSearchLabel(hit('a', { type: 'content', content: 'Resets the state.' }))).toEqual({
      title: 'Resets the state.',
      path: 'Page a',
    })
  })

  it('escaped texts come back as they were written', () => {
    const text = 'StateManager<T> & "friends" > 1'
    expect(unescapeMarkup(escapeMarkup(text))).toBe(text)
    expect(unescapeMarkup('&amp;lt;')).toBe('&lt;')
  })
})

describe('the store in local storage', () => {
  it('writes under the keys DocSearch used, and reads them back', () => {
    const backing = new MemoryStorage()
    const store = storedSearchStore(
      createStorageSlots(createSiteStorage({ getStorage: () => backing, warn: () => {} })),
      'glyph-catio',
    )
    store.choose(hit('a'))
    store.choose(hit('b'))
    store.save(hit('a'))
    const stored = (key: string) => JSON.parse(backing.getItem(key) ?? 'null') as StoredSearch[]
    expect(ids(stored('__DOCSEARCH_RECENT_SEARCHES__glyph-catio'))).toEqual(['b'])
    expect(ids(stored('__DOCSEARCH_FAVORITE_SEARCHES__glyph-catio'))).toEqual(['a'])
    expect(store.read()).toEqual({ recent: [hit('b')], favorite: [hit('a')] })
  })

  it('without storage: one warning, nothing thrown, and a chosen search kept for this visit only', () => {
    const visit = (warn: (message: string, error: unknown) => void) => {
      const blocked = () => {
        throw new Error('blocked')
      }
      return storedSearchStore(createStorageSlots(createSiteStorage({ getStorage: blocked, warn })), 'glyph-catio')
    }
    const warn = vi.fn()
    const store = visit(warn)
    expect(store.read()).toEqual(none)
    store.choose(hit('a'))
    expect(store.read()).toEqual({ recent: [hit('a')], favorite: [] })
    expect(warn).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledWith(STORAGE_UNAVAILABLE_WARNING, expect.any(Error))
    expect(visit(() => {}).read(), 'the next visit').toEqual(none)
  })
})
