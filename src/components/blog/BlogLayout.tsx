import type { ReactNode } from 'react'
import type { BlogPostLink } from '../../types/blog'
import { Layout } from '../layout/Layout'
import { SidebarColumns } from '../layout/SidebarColumns'
import { pageRoute } from '../link/page-route'
import type { TocItem } from '../toc/toc-items'
import { BlogSidebar } from './BlogSidebar'

interface BlogLayoutProps {
  readonly location: { readonly pathname: string }
  readonly recentPosts: ReadonlyArray<BlogPostLink>
  readonly toc?: ReadonlyArray<TocItem>
  readonly children: ReactNode
}

/** Every blog page: the blog sidebar (in the menu on narrow screens), the content, a TOC on posts. */
export function BlogLayout({ location, recentPosts, toc, children }: BlogLayoutProps) {
  const sidebar = <BlogSidebar recentPosts={recentPosts} path={pageRoute(location)} />
  return (
    <Layout location={location} menuPanel={sidebar}>
      <SidebarColumns sidebar={sidebar} toc={toc}>
        {children}
      </SidebarColumns>
    </Layout>
  )
}
