import type { ReactNode } from 'react'
import * as styles from './TableScroller.module.css'

/**
 * A table's horizontal scroller, for tables wider than a phone. It can take focus, so keyboard
 * users can scroll it too, and it is a named region so screen readers say what has focus.
 */
export function TableScroller({
  label,
  id,
  children,
}: {
  readonly label: string
  /** An anchor for links to the table. */
  readonly id?: string
  readonly children: ReactNode
}) {
  return (
    <div id={id} className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
