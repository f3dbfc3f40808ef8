import type { ReactNode } from 'react'
import type { BlogPostLink } from '../../types/blog'
import type { Sidebar } from '../../types/docs'
import { BlogSidebar } from '../blog/BlogSidebar'
import { DocSidebar } from '../sidebar/DocSidebar'

/** The parts of a page's context that name its own navigation (src/node/docs.ts, src/node/blog/posts.ts). */
export interface NavigationContext {
  /** A docs page: the sidebar that lists it. */
  readonly sidebar?: Sidebar | null
  /** A blog page: the posts of the blog sidebar. */
  readonly recentPosts?: ReadonlyArray<BlogPostLink>
}

export interface PageNavigation {
  /** The docs sidebar the page belongs to, whose navbar item is marked. */
  readonly sidebarId?: string
  /** The page's own navigation: a sidebar column on wide screens, in the menu on narrow ones. */
  readonly panel?: ReactNode
}

/** A page's own navigation, from its context: the docs sidebar, the blog's recent posts, or none. */
export function pageNavigation(context: NavigationContext, path: string): PageNavigation {
  if (context.sidebar) return { sidebarId: context.sidebar.id, panel: <DocSidebar sidebar={context.sidebar} path={path} /> }
  if (context.recentPosts) return { panel: <BlogSidebar recentPosts={context.recentPosts} path={path} /> }
  return {}
}
