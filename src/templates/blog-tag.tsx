import { Link, type HeadProps, type PageProps } from 'gatsby'
// The layout first: its styles must come before the blog's in every chunk.
import { BlogLayout } from '../components/blog/BlogLayout'
import { PostList } from '../components/blog/PostList'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import { BLOG_TAGS_ROUTE } from '../shared/routes'
import type { BlogPostSummary, BlogSidebarContext, BlogTagData } from '../types/blog'

interface BlogTagContext extends BlogSidebarContext {
  readonly tag: BlogTagData
  readonly posts: ReadonlyArray<BlogPostSummary>
}

const pageTitle = (tag: BlogTagData) => `${postCountLabel(tag.count)} tagged with "${tag.label}"`

/** The posts with one tag, newest first. */
export default function BlogTagTemplate({ pageContext, location }: PageProps<object, BlogTagContext>) {
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

export function Head({ pageContext }: HeadProps<object, BlogTagContext>) {
  const { tag } = pageContext
  return <Seo title={pageTitle(tag)} description={`Cotton Box blog posts tagged with "${tag.label}".`} path={tag.path} />
}
