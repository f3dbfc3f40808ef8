import { Link, withPrefix } from 'gatsby'
import { useCallback, useEffect, useRef, useState } from 'react'
import { siteConfig } from '../../config/site'
import { SEARCH_LEVELS } from '../../shared/search/record'
import { SiteLink } from '../link/SiteLink'
import { Highlighted } from './Highlighted'
import { hitRoute } from './hit-route'
import { missingResultsUrl } from './missing-results'
import type { SearchHit, SearchResponse } from '../../shared/search/algolia-response'
import { loadSearchClient } from './search-client'
import { resultsRequest, snippetWords } from './search-parameters'
import { queryOfSearch, searchPageRoute } from './search-page-route'
import * as styles from './SearchPage.module.css'

const { texts, maxQueryLength, pageQueryDebounceMs } = siteConfig.search

async function fetchPage(query: string, page: number): Promise<SearchResponse> {
  const client = await loadSearchClient()
  const { results } = await client.search({
    requests: [{ ...resultsRequest(query, ['content'], snippetWords()), page }],
  })
  return results[0]
}

/** A hit's title is the heading it lands on; the levels above it are its breadcrumb. */
function SearchResult({ hit }: { readonly hit: SearchHit }) {
  const levels = SEARCH_LEVELS.filter((level) => hit.hierarchy?.[level])
  const titleLevel = levels.length > 1 ? levels[levels.length - 1] : 'lvl1'
  const text = (level: (typeof SEARCH_LEVELS)[number]) =>
    hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy?.[level] ?? ''
  const snippet = hit._snippetResult.content?.value
  return (
    <li className={styles.result}>
      <p className={styles.breadcrumbs}>
        {levels
          .filter((level) => level !== titleLevel)
          .map((level, index) => (
            <span key={level}>
              {index > 0 && <span aria-hidden="true"> › </span>}
              <Highlighted value={text(level)} />
            </span>
          ))}
      </p>
      <h2 className={styles.title}>
        <Link to={hitRoute(hit.url ?? '/')}>
          <Highlighted value={text(titleLevel)} />
        </Link>
      </h2>
      {hit.type === 'content' && snippet && (
        <p className={styles.snippet}>
          <Highlighted value={snippet} />
        </p>
      )}
    </li>
  )
}

interface Results {
  readonly query: string
  readonly hits: SearchHit[]
  readonly nbHits: number
  readonly page: number
  readonly nbPages: number
}

type Status = 'idle' | 'loading' | 'error'

/** /search: the query from ?q=, every hit page by page, the URL following what the reader types. */
export function SearchPage({ location }: { readonly location: { readonly search: string } }) {
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Results | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [suggestions, setSuggestions] = useState<{
    readonly query: string
    readonly list: ReadonlyArray<string>
  } | null>(null)
  const moreRef = useRef<HTMLButtonElement>(null)

  // The address is the source of truth on arrival and on back/forward.
  useEffect(() => {
    const fromUrl = queryOfSearch(location.search)
    setInput(fromUrl)
    setQuery(fromUrl)
  }, [location.search])

  /** Searches for `text` and puts it in the address. */
  const search = useCallback((text: string) => {
    setQuery(text)
    const route = text.trim() === '' ? siteConfig.search.pageRoute : searchPageRoute(text)
    window.history.replaceState(window.history.state, '', withPrefix(route))
  }, [])

  // Typing: search once the reader pauses; the Search button and Enter do not wait.
  useEffect(() => {
    if (input === query) return
    const timer = window.setTimeout(() => search(input), pageQueryDebounceMs)
    return () => window.clearTimeout(timer)
  }, [input, query, search])

  useEffect(() => {
    if (query.trim() === '') {
      setResults(null)
      setStatus('idle')
      return
    }
    let cancelled = false
    setStatus('loading')
    fetchPage(query, 0).then(
      (response) => {
        if (cancelled) return
        setResults({ query, hits: response.hits, nbHits: response.nbHits, page: 0, nbPages: response.nbPages })
        setStatus('idle')
        // A query that found nothing gets suggestions that do find something.
        if (response.nbHits === 0) {
          void loadSearchClient()
            .then((client) => client.suggest(query))
            .then(
              (list) => !cancelled && setSuggestions({ query, list }),
              () => {},
            )
        }
      },
      () => !cancelled && setStatus('error'),
    )
    return () => {
      cancelled = true
    }
  }, [query])

  const loadMore = useCallback(() => {
    if (!results || status !== 'idle' || results.page + 1 >= results.nbPages) return
    setStatus('loading')
    fetchPage(results.query, results.page + 1).then(
      (response) => {
        setResults((current) =>
          current && current.query === results.query
            ? { ...current, hits: [...current.hits, ...response.hits], page: response.page }
            : current,
        )
        setStatus('idle')
      },
      () => setStatus('error'),
    )
  }, [results, status])

  // More results arrive as the reader scrolls to the end of the list.
  useEffect(() => {
    const button = moreRef.current
    if (!button) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [loadMore])

  const hasMore = results !== null && results.page + 1 < results.nbPages
  return (
    <div className={styles.page}>
      <h1>Search</h1>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          search(input)
        }}
      >
        <input
          className={styles.input}
          type="search"
          aria-label={texts.placeholder}
          placeholder={texts.placeholder}
          maxLength={maxQueryLength}
          value={input}
          onChange={(event) => setInput(event.target.value.slice(0, maxQueryLength))}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      <div aria-live="polite">
        {query.trim() === '' && (
          <p className={styles.prompt}>Type a word or an API name to search the docs and the blog.</p>
        )}
        {status === 'error' && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>{texts.errorTitle}</p>
            <p>{texts.errorHelp}</p>
          </div>
        )}
        {results && query.trim() !== '' && status !== 'error' && (
          <p className={styles.count} data-result-count={results.nbHits}>
            {results.nbHits === 0
              ? `${texts.noResults} “${results.query}”`
              : `${results.nbHits} ${results.nbHits === 1 ? 'result' : 'results'} for “${results.query}”`}
          </p>
        )}
        {results && results.nbHits === 0 && query.trim() !== '' && status !== 'error' && (
          <div className={styles.noResults}>
            {suggestions?.query === results.query && suggestions.list.length > 0 && (
              <p>
                {texts.suggestedQuery}:{' '}
                {suggestions.list.slice(0, siteConfig.search.maxSuggestions).map((suggestion, index) => (
                  <span key={suggestion}>
                    {index > 0 && ', '}
                    <Link to={searchPageRoute(suggestion)}>{suggestion}</Link>
                  </span>
                ))}
              </p>
            )}
            <p>
              {texts.reportMissingResults}{' '}
              <SiteLink href={missingResultsUrl({ query: results.query })}>{texts.reportMissingResultsLink}</SiteLink>
            </p>
          </div>
        )}
      </div>
      {results && query.trim() !== '' && (
        <ol className={styles.results}>
          {results.hits.map((hit) => (
            <SearchResult key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {hasMore && (
        <button ref={moreRef} type="button" className={styles.more} onClick={loadMore} disabled={status === 'loading'}>
          {status === 'loading' ? 'Loading…' : 'Load more results'}
        </button>
      )}
    </div>
  )
}
