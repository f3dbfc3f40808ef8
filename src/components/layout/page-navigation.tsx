import type { ReactNode } from 'react'
import type { BlogPostLink } from '../../types/blog'
import type { SidebarNav } from '../../types/docs'
import type { SitePageContext } from '../../types/page-context'
import { BlogSidebar } from '../blog/BlogSidebar'
import { DocSidebar } from '../sidebar/DocSidebar'

export interface PageNavigation {
  /** The docs sidebar the page belongs to, whose navbar item is marked. */
  readonly sidebarId?: string
  /** The page's own navigation: a sidebar column on wide screens, in the menu on narrow ones. */
  readonly panel?: ReactNode
}

/** The navigation of a docs page: its sidebar. */
export function docsPanel(sidebar: SidebarNav, path: string): ReactNode {
  return <DocSidebar sidebar={sidebar} path={path} />
}

/** The navigation of a blog page: the most recent posts. */
export function blogPanel(recentPosts: ReadonlyArray<BlogPostLink>, path: string): ReactNode {
  return <BlogSidebar recentPosts={recentPosts} path={path} />
}

/**
 * A page's own navigation, from its context: a docs page's sidebar id (the docs layout offers the
 * sidebar itself, see menu-panel.tsx), the blog's recent posts, or none.
 */
export function pageNavigation(context: SitePageContext, path: string): PageNavigation {
  if ('sidebarId' in context && context.sidebarId) return { sidebarId: context.sidebarId }
  if ('recentPosts' in context) return { panel: blogPanel(context.recentPosts, path) }
  return {}
}
