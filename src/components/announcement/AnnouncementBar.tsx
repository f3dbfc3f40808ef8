import { Link } from 'gatsby'
import { useEffect } from 'react'
import type { AnnouncementBarConfig } from '../../config/site'
import { siteStorage } from '../storage/storage'
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from './announcement'
import * as styles from './AnnouncementBar.module.css'

/**
 * The dismissible announcement bar. Whether it shows is decided before the first paint by the
 * data-announcement-dismissed attribute on <html>; this component keeps storage and the attribute
 * in step.
 */
export function AnnouncementBar({ bar }: { readonly bar: AnnouncementBarConfig }) {
  useEffect(() => {
    const dismissed = isAnnouncementDismissed(bar.id, siteStorage.read(ANNOUNCEMENT_ID_KEY), siteStorage.read(ANNOUNCEMENT_DISMISSED_KEY))
    if (!dismissed) {
      // A new bar: remember its id and show it, whatever was dismissed before.
      siteStorage.write(ANNOUNCEMENT_ID_KEY, bar.id)
      siteStorage.write(ANNOUNCEMENT_DISMISSED_KEY, 'false')
      delete document.documentElement.dataset.announcementDismissed
    }
  }, [bar.id])

  const dismiss = () => {
    siteStorage.write(ANNOUNCEMENT_ID_KEY, bar.id)
    siteStorage.write(ANNOUNCEMENT_DISMISSED_KEY, 'true')
    document.documentElement.dataset.announcementDismissed = 'true'
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
      <button type="button" className={`icon-button ${styles.close}`} aria-label="Close the announcement" onClick={dismiss}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
    </div>
  )
}
