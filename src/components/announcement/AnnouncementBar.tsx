import { Link } from 'gatsby'
import { useEffect } from 'react'
import type { AnnouncementBarConfig } from '../../config/site'
import { dismissAnnouncement, followAnnouncementDismissal } from './announcement-dismissal'
import * as styles from './AnnouncementBar.module.css'

/**
 * The dismissible announcement bar. Whether it shows is decided before the first paint by the
 * data-announcement-dismissed attribute on <html>; from then on the attribute follows storage, so
 * dismissing the bar in one tab hides it in the others (announcement-dismissal.ts).
 */
export function AnnouncementBar({ bar }: { readonly bar: AnnouncementBarConfig }) {
  useEffect(() => followAnnouncementDismissal(bar.id), [bar.id])

  const dismiss = () => {
    dismissAnnouncement(bar.id)
    document.getElementById('main-content')?.focus()
  }

  return (
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement-bar="">
      <p className={styles.text}>
        {bar.text}
        {bar.link && (
          <>
            {' '}
            <Link to={bar.link.to} className={styles.link}>
              {bar.link.label}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className={`icon-button ${styles.close}`}
        aria-label="Close the announcement"
        onClick={dismiss}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
          />
        </svg>
      </button>
    </div>
  )
}
