/**
 * The search client DocSearch is given (its `transformSearchClient`): the site's client for the
 * build's backend, local or Algolia, in the shape DocSearch calls. It answers early where the
 * backend can (the titles and sections while the full index opens) and has the query asked again
 * once the full answers are there; it records every answer's count, and a failed search answers
 * "nothing" so that DocSearch carries on while the dialog shows its own error screen.
 */
import type { DocSearchTransformClient } from '@docsearch/react'
import type { SearchResponse } from '../../shared/search/algolia-response'
import type { DialogAnswers } from './dialog-answers'
import type { SearchParams, SiteSearchClient } from './site-search-client'

type SearchAnswer = { results: SearchResponse[] }

/** An answer with no hits to each request of a search that failed. */
function failedAnswer({ requests }: SearchParams): SearchAnswer {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: request.hitsPerPage ?? 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: '',
      index: request.indexName,
      queryID: '',
    })),
  }
}

export interface DialogClientOptions {
  readonly answers: DialogAnswers
  /** Called after an early answer was shown, with its query, once the full index can answer. */
  readonly onFullIndex: (query: string) => void
}

/** The client names no agent of its own: the site's client does, where it talks to Algolia. */
const algoliaAgent: DocSearchTransformClient['transporter']['algoliaAgent'] = {
  value: '',
  add: () => algoliaAgent,
}

export function dialogSearchClient(
  client: SiteSearchClient,
  { answers, onFullIndex }: DialogClientOptions,
): DocSearchTransformClient {
  // An early answer given while the full index opens is asked again once it has; one given after
  // (the titles answer a one-character query at any time) is the answer, and asking again would
  // only bring it back.
  let fullIndexSettled = false
  const fullIndex = client.early?.whenComplete().then(
    () => void (fullIndexSettled = true),
    () => void (fullIndexSettled = true),
  )
  const search = async (params: SearchParams): Promise<SearchAnswer> => {
    const query = params.requests[0]?.query ?? ''
    try {
      const early = client.early ? await client.early.search(params) : null
      if (early && fullIndex && !fullIndexSettled) void fullIndex.then(() => onFullIndex(query))
      const answer = early ?? (await client.search(params))
      answers.settle(
        query,
        answer.results.reduce((sum, result) => sum + result.nbHits, 0),
      )
      return answer
    } catch (error) {
      console.error('Search failed:', error)
      answers.settle(query, null)
      return failedAnswer(params)
    }
  }
  return {
    // DocSearch reads only the fields of Algolia's response that the site's responses carry.
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent },
  }
}
