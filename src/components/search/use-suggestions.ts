import { useEffect, useState } from 'react'
import type { SiteSearchClient } from './site-search-client'

export interface Suggestions {
  /** The query they are for. */
  readonly query: string | null
  readonly list: ReadonlyArray<string>
}

/** Other queries that do find something, for `emptyQuery`, a query that found nothing (null: none). */
export function useSuggestions(client: SiteSearchClient, emptyQuery: string | null): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>({ query: null, list: [] })
  useEffect(() => {
    if (emptyQuery === null || emptyQuery.trim() === '') return
    let current = true
    client.suggest(emptyQuery.trim()).then(
      (list) => current && setSuggestions({ query: emptyQuery, list }),
      () => current && setSuggestions({ query: emptyQuery, list: [] }),
    )
    return () => {
      current = false
    }
  }, [client, emptyQuery])
  return suggestions
}
