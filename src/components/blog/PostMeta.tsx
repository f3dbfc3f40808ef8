import { readingTimeLabel } from '../../shared/blog'
import { formatDate } from '../../shared/format-date'
import * as styles from './Blog.module.css'

/** "March 31, 2024 · 2 min read", with a machine-readable date. */
export function PostMeta({ date, readingMinutes }: { readonly date: string; readonly readingMinutes: number }) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(readingMinutes)}</span>
    </p>
  )
}
