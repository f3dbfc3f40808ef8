import { Link } from 'gatsby'
import { groupByYear } from '../../shared/blog'
import type { BlogPostLink } from '../../types/blog'
import * as styles from './Blog.module.css'

interface BlogSidebarProps {
  readonly recentPosts: ReadonlyArray<BlogPostLink>
  /** Route of the current page, marked in the list. */
  readonly path: string
}

/** The blog sidebar: the most recent posts, grouped by year (SPEC.md section 2). */
export function BlogSidebar({ recentPosts, path }: BlogSidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label="Recent blog posts">
      <h2 className={styles.sidebarTitle}>Recent posts</h2>
      {groupByYear(recentPosts).map(({ year, posts }) => (
        <section key={year} aria-label={year}>
          <h3 className={styles.sidebarYear}>{year}</h3>
          <ul className={styles.sidebarList}>
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
        </section>
      ))}
    </nav>
  )
}
