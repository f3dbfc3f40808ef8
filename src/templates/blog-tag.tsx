import { Link, type HeadProps, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import { PostList } from '../components/blog/PostList'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import { BLOG_TAGS_ROUTE } from '../shared/routes'
import type { BlogTagData } from '../types/blog'
import type { BlogTagPageContext } from '../types/page-context'

const pageTitle = (tag: BlogTagData) => `${postCountLabel(tag.count)} tagged with "${tag.label}"`

/** The posts with one tag, newest first. */
export default function BlogTagTemplate({ pageContext, location }: PageProps<object, BlogTagPageContext>) {
  const { tag, posts, recentPosts } = pageContext
  return (
    <BlogLayout location={location} recentPosts={recentPosts}>
      <h1>{pageTitle(tag)}</h1>
      <p>
        <Link to={BLOG_TAGS_ROUTE}>View all tags</Link>
      </p>
      <PostList posts={posts} />
    </BlogLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, BlogTagPageContext>) {
  const { tag } = pageContext
  return (
    <Seo title={pageTitle(tag)} description={`Cotton Box blog posts tagged with "${tag.label}".`} path={tag.path} />
  )
}
