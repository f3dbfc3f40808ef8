import { Link, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import * as styles from '../components/blog/Blog.module.css'
import { Seo } from '../components/seo/Seo'
import { formatDate } from '../shared/format-date'
import { BLOG_ARCHIVE_ROUTE } from '../shared/routes'
import type { BlogArchivePageContext } from '../types/page-context'

const title = 'Archive'
const description = 'Every Cotton Box blog post, by year.'

/** Every post, grouped by year, newest first. */
export default function BlogArchiveTemplate({ pageContext, location }: PageProps<object, BlogArchivePageContext>) {
  return (
    <BlogLayout location={location} recentPosts={pageContext.recentPosts}>
      <h1>{title}</h1>
      {pageContext.years.map(({ year, posts }) => (
        <section key={year} className={styles.archiveYear} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`}>{year}</h2>
          <ul className={styles.indexList}>
            {posts.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date}>{formatDate(post.date)}</time> – <Link to={post.path}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  )
}

export function Head() {
  return <Seo title={title} description={description} path={BLOG_ARCHIVE_ROUTE} />
}
