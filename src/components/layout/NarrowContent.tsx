import type { ReactNode } from 'react'
import * as styles from './NarrowContent.module.css'

/** A single readable column for simple pages (not found, blog list). */
export function NarrowContent({ children }: { readonly children: ReactNode }) {
  return <div className={styles.narrow}>{children}</div>
}
