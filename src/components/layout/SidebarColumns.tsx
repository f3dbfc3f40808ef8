import type { ReactNode } from 'react'
import { TableOfContents } from '../toc/TableOfContents'
import type { TocItem } from '../toc/toc-items'
import * as styles from './SidebarColumns.module.css'

interface SidebarColumnsProps {
  /** The page's navigation column (docs or blog sidebar); hidden on narrow screens. */
  readonly sidebar?: ReactNode
  readonly toc?: ReadonlyArray<TocItem>
  /** The page's content (an article, or a list of them). */
  readonly children: ReactNode
}

/** Docs and blog pages: sidebar on the left, the content, the table of contents on the right. */
export function SidebarColumns({ sidebar, toc = [], children }: SidebarColumnsProps) {
  return (
    <div className={styles.columns}>
      {sidebar && <aside className={styles.sidebar}>{sidebar}</aside>}
      <div className={styles.body}>
        <div className={styles.article}>{children}</div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <TableOfContents items={toc} />
          </div>
        )}
      </div>
    </div>
  )
}
