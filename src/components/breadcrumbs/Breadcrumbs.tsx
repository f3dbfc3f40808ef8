import { Link } from 'gatsby'
import { searchIgnore } from '../../shared/search/markup'
import type { SidebarLink } from '../../types/docs'
import * as styles from './Breadcrumbs.module.css'

/** Home, then the page's category, then the page itself (not a link). */
export function Breadcrumbs({ trail }: { readonly trail: ReadonlyArray<SidebarLink> }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} {...searchIgnore}>
      <ol>
        <li>
          <Link to="/" className={styles.link}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
            <span className="sr-only">Home</span>
          </Link>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path}>
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path} className={styles.link}>
                {crumb.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
