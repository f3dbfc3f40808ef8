/**
 * Recent and favorite searches: lists of hits in local storage, under
 * the keys DocSearch used, so readers keep what they had. The rules are pure functions; the store
 * and the hook at the bottom apply them to the site's storage.
 */
import { useMemo } from 'react'
import type { SearchHit } from '../../shared/search/algolia-response'
import { escapeMarkup } from '../../shared/escape-markup'
import { storageKeys } from '../storage/storage-keys'
import type { StorageSlots } from '../storage/storage-slot'
import { useStorageSlot } from '../storage/use-storage-slot'

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
type Level = (typeof levels)[number]

/** A chosen hit as stored: no highlighting, texts escaped as the dialog shows them. */
export interface StoredSearch {
  readonly objectID: string
  readonly url: string
  readonly type: Level | 'content'
  readonly hierarchy: Readonly<Record<Level, string | null>>
  readonly content: string | null
}

export type StoredSearchList = 'recent' | 'favorite'

export interface StoredSearches {
  readonly recent: ReadonlyArray<StoredSearch>
  readonly favorite: ReadonlyArray<StoredSearch>
}

export const FAVORITE_SEARCHES_LIMIT = 10

/** Recent searches keep 7 entries, or 4 once there are favorites. */
export function recentSearchesLimit(favoriteCount: number): number {
  return favoriteCount === 0 ? 7 : 4
}

const text = (value: unknown): value is string => typeof value === 'string'
const textOrNull = (value: unknown): value is string | null => value === null || text(value)

/** The one stored hit in `value`, or null when it is not one (storage is the reader's to edit). */
function storedSearch(value: unknown): StoredSearch | null {
  if (typeof value !== 'object' || value === null) return null
  const { objectID, url, type, hierarchy, content } = value as Record<string, unknown>
  if (!text(objectID) || !text(url) || !text(type) || !textOrNull(content ?? null)) return null
  if (type !== 'content' && !(levels as ReadonlyArray<string>).includes(type)) return null
  if (typeof hierarchy !== 'object' || hierarchy === null) return null
  const stored = hierarchy as Record<string, unknown>
  if (!levels.every((level) => textOrNull(stored[level] ?? null))) return null
  return {
    objectID,
    url,
    type: type as StoredSearch['type'],
    hierarchy: Object.fromEntries(
      levels.map((level) => [level, (stored[level] ?? null) as string | null]),
    ) as StoredSearch['hierarchy'],
    content: (content ?? null) as string | null,
  }
}

/** The hits stored as `json`, at most `limit`; anything unreadable counts as no hits. */
export function parseStoredSearches(json: string | null, limit: number): StoredSearch[] {
  if (json === null) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((value) => storedSearch(value) ?? []).slice(0, limit)
}

/** Both lists, from what storage holds under their keys. */
export function parseStoredSearchLists(recentJson: string | null, favoriteJson: string | null): StoredSearches {
  const favorite = parseStoredSearches(favoriteJson, FAVORITE_SEARCHES_LIMIT)
  return { favorite, recent: parseStoredSearches(recentJson, recentSearchesLimit(favorite.length)) }
}

/** Only what a stored search keeps of a hit. */
export function toStoredSearch(hit: StoredSearch): StoredSearch {
  const { objectID, url, type, hierarchy, content } = hit
  return {
    objectID,
    url,
    type,
    hierarchy: Object.fromEntries(
      levels.map((level) => [level, hierarchy[level] ?? null]),
    ) as StoredSearch['hierarchy'],
    content,
  }
}

/** A chosen hit as stored: its texts escaped, as DocSearch stored them, and `route` as its url. */
export function storedSearchOfHit(hit: SearchHit, route: string): StoredSearch {
  const escaped = (text: string | null | undefined) => (text === null || text === undefined ? null : escapeMarkup(text))
  return {
    objectID: hit.objectID,
    url: route,
    type: hit.type ?? 'lvl1',
    hierarchy: Object.fromEntries(
      levels.map((level) => [level, escaped(hit.hierarchy?.[level])]),
    ) as StoredSearch['hierarchy'],
    content: escaped(hit.content),
  }
}

const without = (list: ReadonlyArray<StoredSearch>, hit: StoredSearch) =>
  list.filter((entry) => entry.objectID !== hit.objectID)

/** A chosen hit goes first among the recent searches, unless it is a favorite already. */
export function addRecentSearch(searches: StoredSearches, hit: StoredSearch): StoredSearches {
  if (searches.favorite.some((entry) => entry.objectID === hit.objectID)) return searches
  const recent = [toStoredSearch(hit), ...without(searches.recent, hit)].slice(
    0,
    recentSearchesLimit(searches.favorite.length),
  )
  return { ...searches, recent }
}

/** A recent search saved: it moves to the top of the favorites. */
export function saveFavoriteSearch(searches: StoredSearches, hit: StoredSearch): StoredSearches {
  const favorite = [toStoredSearch(hit), ...without(searches.favorite, hit)].slice(0, FAVORITE_SEARCHES_LIMIT)
  return { favorite, recent: without(searches.recent, hit).slice(0, recentSearchesLimit(favorite.length)) }
}

export function removeStoredSearch(
  searches: StoredSearches,
  list: StoredSearchList,
  hit: StoredSearch,
): StoredSearches {
  return { ...searches, [list]: without(searches[list], hit) }
}

/** What a stored search shows: its own heading or text, and the page it is on. */
export function storedSearchLabel(hit: StoredSearch): { readonly title: string; readonly path: string | null } {
  if (hit.type === 'content') return { title: hit.content ?? hit.hierarchy.lvl1 ?? '', path: hit.hierarchy.lvl1 }
  if (hit.type === 'lvl1') return { title: hit.hierarchy.lvl1 ?? '', path: hit.content }
  return { title: hit.hierarchy[hit.type] ?? hit.hierarchy.lvl1 ?? '', path: hit.hierarchy.lvl1 }
}

/** The recent and favorite searches of one index, read from and written to storage. */
export function storedSearchStore(slots: StorageSlots, indexName: string) {
  const keys: Readonly<Record<StoredSearchList, string>> = {
    recent: storageKeys.recentSearches(indexName),
    favorite: storageKeys.favoriteSearches(indexName),
  }
  const read = (): StoredSearches => parseStoredSearchLists(slots(keys.recent).read(), slots(keys.favorite).read())
  const update = (change: (searches: StoredSearches) => StoredSearches): void => {
    const before = read()
    const after = change(before)
    for (const list of ['recent', 'favorite'] as const)
      if (after[list] !== before[list]) slots(keys[list]).write(JSON.stringify(after[list]))
  }
  return {
    keys,
    read,
    choose: (hit: StoredSearch) => update((searches) => addRecentSearch(searches, hit)),
    save: (hit: StoredSearch) => update((searches) => saveFavoriteSearch(searches, hit)),
    remove: (list: StoredSearchList, hit: StoredSearch) =>
      update((searches) => removeStoredSearch(searches, list, hit)),
  }
}

export type StoredSearchStore = ReturnType<typeof storedSearchStore>

/**
 * The store's searches as they change, here or in another tab: read through the site's slots, which
 * SearchModal's store writes to.
 */
export function useStoredSearches(store: StoredSearchStore): StoredSearches {
  const [recentJson] = useStorageSlot(store.keys.recent)
  const [favoriteJson] = useStorageSlot(store.keys.favorite)
  return useMemo(() => parseStoredSearchLists(recentJson, favoriteJson), [recentJson, favoriteJson])
}
