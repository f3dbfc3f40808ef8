import { Link } from 'gatsby'
import * as styles from './Api.module.css'
import { requireData, useApiEntry } from './api-entry-context'
import { apiText } from '../../shared/api/api-text'
import { InlineText } from './InlineText'

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

/** The versions that added or changed this entry; these pages document 0.10.0. */
export function Since() {
  const entry = useApiEntry('Since')
  if (entry.since.length === 0) {
    return <p>{apiText.sinceUnknown}</p>
  }
  return (
    <ul className={styles.since}>
      {entry.since.map((item) => (
        <li key={`${item.version} ${item.note}`}>
          <strong>{item.version}</strong>: <InlineText source={item.note} />
        </li>
      ))}
    </ul>
  )
}
