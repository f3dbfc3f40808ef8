import { Link } from 'gatsby'
import { groupByYear } from '../../shared/blog'
import type { BlogPostLink } from '../../types/blog'
import * as styles from './Blog.module.css'

interface BlogSidebarProps {
  readonly recentPosts: ReadonlyArray<BlogPostLink>
  /** Route of the current page, marked in the list. */
  readonly path: string
}

/** The blog sidebar: the most recent posts, grouped by year. */
export function BlogSidebar({ recentPosts, path }: BlogSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label="Recent blog posts">
      <h2 className={styles.sidebarTitle}>Recent posts</h2>
      {groupByYear(recentPosts).map(({ year, posts }) => (
        // A list named by its year, not a region: the sidebar is one landmark (its nav), and the
        // archive's own year regions keep names of their own.
        <div key={year}>
          <h3 id={`recent-posts-${year}`} className={styles.sidebarYear}>
            {year}
          </h3>
          <ul className={styles.sidebarList} aria-labelledby={`recent-posts-${year}`}>
            {posts.map((post) => (
              <li key={post.path}>
                <Link
                  to={post.path}
                  className={post.path === path ? `${styles.sidebarLink} ${styles.current}` : styles.sidebarLink}
                  aria-current={post.path === path ? 'page' : undefined}
                >
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
