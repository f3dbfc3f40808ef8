import type { PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import { AuthorCard } from '../components/blog/AuthorCard'
import * as styles from '../components/blog/Blog.module.css'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import { BLOG_AUTHORS_ROUTE } from '../shared/routes'
import type { BlogAuthorsPageContext } from '../types/page-context'

const title = 'Authors'
const description = 'The people who write the Cotton Box blog.'

/** Every author, with how many posts they wrote. */
export default function BlogAuthorsTemplate({ pageContext, location }: PageProps<object, BlogAuthorsPageContext>) {
  return (
    <BlogLayout location={location} recentPosts={pageContext.recentPosts}>
      <h1>{title}</h1>
      <ul className={styles.indexList}>
        {pageContext.authors.map((author) => (
          <li key={author.key}>
            <AuthorCard author={author} />
            <span className={styles.count}>{postCountLabel(author.count)}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function Head() {
  return <Seo title={title} description={description} path={BLOG_AUTHORS_ROUTE} />
}
