import { Link } from 'gatsby'
import { siteConfig } from '../../config/site'
import { tagRoute } from '../../shared/routes'
import { SiteLink } from '../link/SiteLink'
import * as styles from './DocFooter.module.css'
import { formatDate } from '../../shared/format-date'

interface DocFooterProps {
  /** The MDX file relative to the project root. */
  readonly sourceFile: string
  /** ISO date of the file's last commit, when known. */
  readonly lastUpdated: string | null
  readonly tags: ReadonlyArray<string>
}

/** The doc's tags, "Edit this page" and the last-updated date under a doc. */
export function DocFooter({ sourceFile, lastUpdated, tags }: DocFooterProps) {
  return (
    <div className={styles.footer}>
      {tags.length > 0 && (
        <nav className={styles.tags} aria-label="Tags">
          <span className={styles.tagsLabel}>Tags:</span>
          <ul>
            {tags.map((tag) => (
              <li key={tag}>
                <Link to={tagRoute(tag)} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SiteLink href={`${siteConfig.editUrlBase}/${sourceFile}`} className={styles.edit}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
          />
        </svg>
        Edit this page
      </SiteLink>
      {lastUpdated && (
        <p className={styles.updated}>
          Last updated on <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
      )}
    </div>
  )
}
