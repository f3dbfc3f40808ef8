/**
 * The dialog's results as the reader sees them: grouped by the top of their hierarchy (Learn,
 * API, Blog…), at most a few per group, each page's sections and texts listed under the page
 * when the page itself is a result. Pure.
 */
import type { SearchHit } from '../../shared/search/algolia-response'
import { highlightSegments } from './highlight'

export interface ResultOption {
  readonly hit: SearchHit
  /** Its place among all the options of the list, which the arrow keys move through. */
  readonly index: number
  /** A section or text of the page listed above it in its group. */
  readonly child: boolean
  /** The last child of its page: the tree line drawn beside the children ends here. */
  readonly lastChild: boolean
}

export interface ResultGroup {
  readonly title: string
  readonly options: ReadonlyArray<ResultOption>
}

/** The text of a highlighted value, without its highlight tags. */
const plainText = (value: string) =>
  highlightSegments(value)
    .map((segment) => segment.text)
    .join('')

/** The group a hit belongs to: its level 0 as the backend answered it. */
function groupTitle(hit: SearchHit): string {
  const highlighted = hit._highlightResult.hierarchy.lvl0?.value
  return highlighted === undefined ? (hit.hierarchy?.lvl0 ?? '') : plainText(highlighted)
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

export function groupResults(hits: ReadonlyArray<SearchHit>, maxPerGroup: number): ResultGroup[] {
  let index = 0
  return firstOfEach(hits, groupTitle, maxPerGroup).map((groupHits) => {
    const withPage = firstOfEach(groupHits, (hit) => hit.hierarchy?.lvl1 ?? '', maxPerGroup).flatMap((pageHits) => {
      const page = pageHits.find((hit) => hit.type === 'lvl1') ?? null
      return pageHits.map((hit) => ({ hit, page: hit.type === 'lvl1' ? null : page }))
    })
    return {
      title: groupTitle(groupHits[0]),
      options: withPage.map(({ hit, page }, position) => ({
        hit,
        index: index++,
        child: page !== null,
        lastChild: page !== null && withPage[position + 1]?.page !== page,
      })),
    }
  })
}

/** `groups` with only the first `count` options of the list (a list drawn in two parts). */
export function firstOptions(groups: ReadonlyArray<ResultGroup>, count: number): ResultGroup[] {
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => option.index < count) }))
    .filter((group) => group.options.length > 0)
}

/**
 * The option the arrow keys move to from `current`, among `count`: down from the last goes back
 * to the first, up from the first to the last.
 */
export function nextOption(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0
  return (current + step + count) % count
}
