import type { ReactNode } from 'react'
import { searchIgnore, searchRegion } from '../../shared/search-markup'
import type { DocsPageContext } from '../../types/docs'
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs'
import { Layout } from '../layout/Layout'
import { pageRoute } from '../link/page-route'
import { DocPaginator } from '../paginator/DocPaginator'
import { DocSidebar } from '../sidebar/DocSidebar'
import { TableOfContents } from '../toc/TableOfContents'
import type { TocItem } from '../toc/toc-items'
import * as styles from './DocsLayout.module.css'

interface DocsLayoutProps {
  readonly location: { readonly pathname: string }
  readonly context: DocsPageContext
  readonly toc?: ReadonlyArray<TocItem>
  /** Shown under the article, above prev/next (edit link, last updated). */
  readonly footer?: ReactNode
  readonly children: ReactNode
}

/** A docs page: sidebar, breadcrumbs, the article, prev/next, and the table of contents. */
export function DocsLayout({ location, context, toc = [], footer, children }: DocsLayoutProps) {
  const { sidebar, breadcrumbs, previous, next } = context
  const route = pageRoute(location)
  return (
    <Layout location={location} sidebar={sidebar}>
      <div className={styles.docs}>
        {sidebar && (
          <aside className={styles.sidebar}>
            <DocSidebar sidebar={sidebar} path={route} />
          </aside>
        )}
        <div className={styles.body}>
          {/* The search records of the page come from this article (src/shared/search-markup.ts). */}
          <article className={styles.article} {...searchRegion(sidebar?.label ?? 'Docs', 'docs')}>
            {breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
            {children}
            <div {...searchIgnore}>
              {footer}
              <DocPaginator previous={previous} next={next} />
            </div>
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
