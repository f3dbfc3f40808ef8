import { useMemo, type ReactNode } from 'react'
import { searchIgnore, searchRegion } from '../../shared/search/markup'
import type { DocsPageContext } from '../../types/docs'
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs'
import { useMenuPanel } from '../layout/menu-panel'
import { docsPanel } from '../layout/page-navigation'
import { SidebarColumns } from '../layout/SidebarColumns'
import { pageRoute } from '../link/page-route'
import { CopyPageMarkdown } from '../page-markdown/CopyPageMarkdown'
import { Paginator } from '../paginator/Paginator'
import { useDocsSidebar } from '../sidebar/useDocsSidebar'
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

/** A docs page: sidebar, breadcrumbs and page actions, the article, prev/next, and the table of contents. */
export function DocsLayout({ location, context, toc, footer, children }: DocsLayoutProps) {
  const { sidebarId, breadcrumbs, previous, next } = context
  const route = pageRoute(location)
  const sidebar = useDocsSidebar(sidebarId)
  const panel = useMemo(() => sidebar && docsPanel(sidebar, route), [sidebar, route])
  useMenuPanel(panel)
  return (
    <SidebarColumns sidebar={panel} toc={toc}>
      {/* The search records of the page come from this article (src/shared/search/markup.ts). */}
      <article {...searchRegion(sidebar?.label ?? 'Docs', 'docs')}>
        <div className={styles.pageHeader}>
          {breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
          <CopyPageMarkdown route={route} />
        </div>
        {children}
        <div {...searchIgnore}>{footer}</div>
      </article>
      <Paginator
        name="Docs pages"
        previous={previous && { path: previous.path, title: previous.label }}
        next={next && { path: next.path, title: next.label }}
        labels={{ previous: 'Previous', next: 'Next' }}
      />
    </SidebarColumns>
  )
}
