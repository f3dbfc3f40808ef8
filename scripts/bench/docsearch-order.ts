/**
 * The hits of an answer in the order DocSearch's dialog lists them: grouped by the top of their
 * hierarchy (Learn, API, Blog…) in the order the groups first appear, then by page, at most
 * `maxPerGroup` of each. The relevance figures are of this order, the one readers see; a browser
 * test holds it to DocSearch's own list. Pure.
 */
import type { SearchHit } from '../../src/shared/search/algolia-response'
import { highlightSegments } from '../../src/components/search/highlight'

/** The group a hit belongs to: its level 0 as the backend answered it, without highlight tags. */
function groupTitle(hit: SearchHit): string {
  const highlighted = hit._highlightResult.hierarchy.lvl0?.value
  if (highlighted === undefined) return hit.hierarchy?.lvl0 ?? ''
  return highlightSegments(highlighted)
    .map((segment) => segment.text)
    .join('')
}

/** `items` by `key` in the order keys first appear, at most `limit` items each. */
function firstOfEach<T>(items: ReadonlyArray<T>, key: (item: T) => string, limit: number): T[][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item)) ?? []
    if (group.length < limit) group.push(item)
    groups.set(key(item), group)
  }
  return [...groups.values()]
}

export function docSearchOrder(hits: ReadonlyArray<SearchHit>, maxPerGroup: number): SearchHit[] {
  return firstOfEach(hits, groupTitle, maxPerGroup).flatMap((group) =>
    firstOfEach(group, (hit) => hit.hierarchy?.lvl1 ?? '', maxPerGroup).flat(),
  )
}
