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
              // The title is part of the link's text, hidden from sight: a link named "Read more" alone
              // says nothing to search engines or to a screen reader's list of links.
              <Link to={post.path} className={styles.readMore}>
                Read more<span className="sr-only"> about {post.title}</span>
              </Link>
            )}
          </footer>
        </article>
      ))}
    </div>
  )
}
