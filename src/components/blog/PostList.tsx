import { Link } from 'gatsby'
import type { BlogPostSummary } from '../../types/blog'
import { PostHeader } from './PostHeader'
import { PostTags } from './PostTags'
import * as styles from './Blog.module.css'

/** Posts as list entries: header, excerpt, "Read more" when the post goes on, tags. */
export function PostList({ posts }: { readonly posts: ReadonlyArray<BlogPostSummary> }) {
  return (
    <div className={styles.postList}>
      {posts.map((post) => (
        <article key={post.path} className={styles.postSummary}>
          <PostHeader
            post={post}
            heading={
              <h2 className={styles.postTitle}>
                <Link to={post.path}>{post.title}</Link>
              </h2>
            }
          />
          {post.excerpt.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <footer className={styles.postFooter}>
            <PostTags tags={post.tags} />
            {post.truncated && (
              <Link to={post.path} className={styles.readMore} aria-label={`Read more about ${post.title}`}>
                Read more
              </Link>
            )}
          </footer>
        </article>
      ))}
    </div>
  )
}
