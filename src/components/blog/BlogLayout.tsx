import type { ReactNode } from 'react'
import type { BlogPostLink } from '../../types/blog'
import { blogPanel } from '../layout/page-navigation'
import { SidebarColumns } from '../layout/SidebarColumns'
import { pageRoute } from '../link/page-route'
import type { TocItem } from '../toc/toc-items'

interface BlogLayoutProps {
  readonly location: { readonly pathname: string }
  readonly recentPosts: ReadonlyArray<BlogPostLink>
  readonly toc?: ReadonlyArray<TocItem>
  readonly children: ReactNode
}

/** Every blog page: the blog sidebar (in the menu on narrow screens), the content, a TOC on posts. */
export function BlogLayout({ location, recentPosts, toc, children }: BlogLayoutProps) {
  return (
    <SidebarColumns sidebar={blogPanel(recentPosts, pageRoute(location))} toc={toc}>
      {children}
    </SidebarColumns>
  )
}
