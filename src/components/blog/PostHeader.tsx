import type { ReactNode } from 'react'
import { searchIgnore } from '../../shared/search/markup'
import type { BlogPostSummary } from '../../types/blog'
import { AuthorCard } from './AuthorCard'
import { PostMeta } from './PostMeta'
import * as styles from './Blog.module.css'

/** Title (a heading given by the caller), date, reading time and authors of a post. */
export function PostHeader({ post, heading }: { readonly post: BlogPostSummary; readonly heading: ReactNode }) {
  return (
    <header className={styles.postHeader}>
      {heading}
      <div {...searchIgnore}>
        <PostMeta date={post.date} readingMinutes={post.readingMinutes} />
      </div>
      <div className={styles.authors} {...searchIgnore}>
        {post.authors.map((author) => (
          <AuthorCard key={author.key} author={author} />
        ))}
      </div>
    </header>
  )
}
