import { Link } from 'gatsby'
import * as styles from './Paginator.module.css'

export interface PaginatorLink {
  readonly path: string
  /** What the link leads to, e.g. the page title. */
  readonly title: string
}

interface PaginatorProps {
  /** Accessible name of the navigation, e.g. "Docs pages". */
  readonly name: string
  readonly previous: PaginatorLink | null
  readonly next: PaginatorLink | null
  /** Small captions above the titles, e.g. Previous / Next or Newer post / Older post. */
  readonly labels: { readonly previous: string; readonly next: string }
}

/** A pair of links to the neighbours of a page: docs pages, blog posts or blog list pages. */
export function Paginator({ name, previous, next, labels }: PaginatorProps) {
  if (!previous && !next) return null
  return (
    <nav className={styles.paginator} aria-label={name}>
      {previous && (
        <Link to={previous.path} className={styles.link} rel="prev">
          <span className={styles.label}>{labels.previous}</span>
          <span className={styles.title}>« {previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.path} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.label}>{labels.next}</span>
          <span className={styles.title}>{next.title} »</span>
        </Link>
      )}
    </nav>
  )
}
