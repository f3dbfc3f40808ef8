import { Link } from 'gatsby'
import { groupByYear } from '../../shared/blog'
import type { BlogPostLink } from '../../types/blog'
import * as styles from './Blog.module.css'

interface BlogSidebarProps {
  readonly recentPosts: ReadonlyArray<BlogPostLink>
  /** Route of the current page, marked in the list. */
  readonly path: string
}

/**
 * The blog sidebar: the most recent posts, grouped by year. Its title and years are text, not
 * headings: the sidebar comes before the page's h1, whose heading must come first; the nav's name
 * and the lists named by their years carry the structure.
 */
export function BlogSidebar({ recentPosts, path }: BlogSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label="Recent blog posts">
      <p className={styles.sidebarTitle}>Recent posts</p>
      {groupByYear(recentPosts).map(({ year, posts }) => (
        // A list named by its year, not a region: the sidebar is one landmark (its nav), and the
        // archive's own year regions keep names of their own.
        <div key={year}>
          <p id={`recent-posts-${year}`} className={styles.sidebarYear}>
            {year}
          </p>
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
