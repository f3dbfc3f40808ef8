/**
 * What the dialog shows that DocSearch 5 does not (docs/search.md): "No recent searches" (it shows
 * nothing), an error screen that stays (its own clears itself a moment later), "Try searching for"
 * with queries that do find something (its list is stored in a shape that shows none), the "See all"
 * link with the count of the query's own answer, and the local index's credit.
 */
import { Link } from 'gatsby'
import { siteConfig } from '../../config/site'
import { SiteLink } from '../link/SiteLink'
import { useAnswerTo, type DialogAnswers } from './dialog-answers'
import { searchPageRoute } from './search-page-route'

const { texts, localEngine, maxSuggestions } = siteConfig.search

/** DocSearch's start screen when the reader has no stored searches. */
export function NoRecentSearches() {
  return (
    <div className="DocSearch-StartScreen Site-NoRecentSearches">
      <p className="DocSearch-Help">{texts.noRecentSearches}</p>
    </div>
  )
}

/** DocSearch's error screen, as its own markup, which stays while the query is the one that failed. */
export function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
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
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.errorTitle}</p>
      <p className="DocSearch-Help">{texts.errorHelp}</p>
    </div>
  )
}

export interface SuggestionListProps {
  readonly suggestions: ReadonlyArray<string>
  /** Searches for a suggestion, as if the reader had typed it. */
  readonly onPick: (suggestion: string) => void
}

/** Up to 3 queries that do find something, under DocSearch's no-results screen. */
export function SuggestionList({ suggestions, onPick }: SuggestionListProps) {
  if (suggestions.length === 0) return null
  return (
    <div className="DocSearch-NoResults-Prefill-List Site-Suggestions">
      <p className="DocSearch-Help">{texts.suggestedQuery}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.slice(0, maxSuggestions).map((suggestion) => (
          <li key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => onPick(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface SeeAllLinkProps {
  readonly query: string
  readonly answers: DialogAnswers
  readonly onClose: () => void
}

/** DocSearch's results footer: every result of the query on the /search page. */
export function SeeAllLink({ query, answers, onClose }: SeeAllLinkProps) {
  const count = useAnswerTo(answers, query)
  if (count === undefined || count === null) return null
  return (
    <Link to={searchPageRoute(query)} onClick={onClose}>
      {texts.seeAllResults(count)}
    </Link>
  )
}

/** The engine that answers a local build, credited where DocSearch credits Algolia. */
export function LocalSearchCredit() {
  return (
    <span className="Site-SearchCredit">
      {texts.searchBy} <SiteLink href={localEngine.url}>{localEngine.name}</SiteLink>
    </span>
  )
}
