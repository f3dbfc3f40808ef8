import type { ReactNode } from 'react'
import type { DocsPageContext } from '../../types/docs'
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs'
import { Layout } from '../layout/Layout'
import { DocPaginator } from '../paginator/DocPaginator'
import { DocSidebar } from '../sidebar/DocSidebar'
import { TableOfContents } from '../toc/TableOfContents'
import type { TocItem } from '../toc/toc-items'
import * as styles from './DocsLayout.module.css'

interface DocsLayoutProps {
  readonly path: string
  readonly context: DocsPageContext
  readonly toc?: ReadonlyArray<TocItem>
  /** Shown under the article, above prev/next (edit link, last updated). */
  readonly footer?: ReactNode
  readonly children: ReactNode
}

/** A docs page: sidebar, breadcrumbs, the article, prev/next, and the table of contents. */
export function DocsLayout({ path, context, toc = [], footer, children }: DocsLayoutProps) {
  const { sidebar, breadcrumbs, previous, next } = context
  return (
    <Layout path={path} sidebarId={sidebar?.id}>
      <div className={styles.docs}>
        {sidebar && (
          <aside className={styles.sidebar}>
            <DocSidebar sidebar={sidebar} path={path} />
          </aside>
        )}
        <div className={styles.body}>
          <article className={styles.article}>
            {breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
            {children}
            {footer}
            <DocPaginator previous={previous} next={next} />
          </article>
          {toc.length > 0 && (
            <div className={styles.toc}>
              <TableOfContents items={toc} />
            </div>
          )}
        </div>
      </div>
    </Layout>
  )
}
