import { Link } from 'gatsby'
import type { DocNeighbours } from '../../types/docs'
import * as styles from './DocPaginator.module.css'

/** Previous and next page in the sidebar's reading order. */
export function DocPaginator({ previous, next }: DocNeighbours) {
  if (!previous && !next) return null
  return (
    <nav className={styles.paginator} aria-label="Docs pages">
      {previous && (
        <Link to={previous.path} className={styles.link} rel="prev">
          <span className={styles.label}>Previous</span>
          <span className={styles.title}>« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.path} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.label}>Next</span>
          <span className={styles.title}>{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
