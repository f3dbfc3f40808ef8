import { Link } from 'gatsby'
import * as styles from './Api.module.css'
import { requireData, useApiEntry } from './api-entry-context'

/** Links to the API and learn pages that belong with this one. */
export function Related() {
  const entry = useApiEntry('Related')
  const related = requireData(entry.related, 'Related', entry, 'related pages')
  return (
    <ul className={styles.related}>
      {related.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.path.startsWith('/docs/api/') ? <code>{link.title}</code> : link.title}</Link>
          {link.description && <span className={styles.relatedDescription}>: {link.description}</span>}
        </li>
      ))}
    </ul>
  )
}
