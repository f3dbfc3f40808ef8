/**
 * What the search dialog shows for a query that found nothing: the query, up
 * to 3 other queries that do find something (the backend's suggestions: page titles that look
 * like the query), and where to report it. DocSearch's own screen offers the names of sections
 * seen in earlier results instead, whatever was typed.
 */
import { siteConfig } from '../../config/site'
import { SiteLink } from '../link/SiteLink'

const texts = siteConfig.search.texts

export interface NoResultsScreenProps {
  readonly query: string
  readonly suggestions: ReadonlyArray<string>
  /** Searches for a suggestion, as if the reader had typed it. */
  readonly onPick: (suggestion: string) => void
  readonly missingResultsUrl: string
}

export function NoResultsScreen({ query, suggestions, onPick, missingResultsUrl }: NoResultsScreenProps) {
  return (
    <div className="DocSearch-NoResults Site-NoResults">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2" />
        </svg>
      </div>
      <p className="DocSearch-Title">
        {texts.noResults} &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{texts.suggestedQuery}:</p>
          <ul>
            {suggestions.slice(0, siteConfig.search.maxSuggestions).map((suggestion) => (
              <li key={suggestion}>
                <button className="DocSearch-Prefill" type="button" onClick={() => onPick(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="DocSearch-Help">
        {texts.reportMissingResults} <SiteLink href={missingResultsUrl}>{texts.reportMissingResultsLink}</SiteLink>
      </p>
    </div>
  )
}
