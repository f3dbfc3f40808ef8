import { Link, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import * as styles from '../components/blog/Blog.module.css'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import { BLOG_TAGS_ROUTE } from '../shared/routes'
import type { BlogTagsPageContext } from '../types/page-context'

/** The blog and the docs both have a tags page: the title says which. */
const title = 'Blog tags'
const description = 'Topics of the Cotton Box blog, with how many posts each has.'

/** Every tag of the blog with its number of posts. */
export default function BlogTagsTemplate({ pageContext, location }: PageProps<object, BlogTagsPageContext>) {
  return (
    <BlogLayout location={location} recentPosts={pageContext.recentPosts}>
      <h1>{title}</h1>
      <ul className={styles.tags}>
        {pageContext.tags.map((tag) => (
          <li key={tag.path}>
            <Link to={tag.path} className={styles.tag} aria-label={`${tag.label}, ${postCountLabel(tag.count)}`}>
              {tag.label} <span className={styles.count}>{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function Head() {
  return <Seo title={title} description={description} path={BLOG_TAGS_ROUTE} />
}
