import type { LocalSearch } from './local-search'

/**
 * Runs a few throwaway searches, so the reader's first key press finds the search code compiled:
 * the engine's first search otherwise takes several times as long as the next ones. Done while
 * an index opens, before anything is typed.
 */
export function warmedUp(local: LocalSearch): LocalSearch {
  for (const query of ['s', 'state manager', 'disopse']) local.search({ query })
  return local
}
