import type { HeadProps, PageProps } from 'gatsby'
// The layout first: its styles must come before the blog's in every chunk.
import { BlogLayout } from '../components/blog/BlogLayout'
import { AuthorCard } from '../components/blog/AuthorCard'
import { PostList } from '../components/blog/PostList'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import type { BlogAuthorData, BlogPostSummary, BlogSidebarContext } from '../types/blog'

interface BlogAuthorContext extends BlogSidebarContext {
  readonly author: BlogAuthorData
  readonly posts: ReadonlyArray<BlogPostSummary>
}

const pageTitle = (author: BlogAuthorData) => `Posts by ${author.name}`

/** One author: who they are, then their posts, newest first. */
export default function BlogAuthorTemplate({ pageContext, location }: PageProps<object, BlogAuthorContext>) {
  const { author, posts, recentPosts } = pageContext
  return (
    <BlogLayout location={location} recentPosts={recentPosts}>
      <h1>{pageTitle(author)}</h1>
      <AuthorCard author={author} withSocials />
      <p>{postCountLabel(posts.length)}</p>
      <PostList posts={posts} />
    </BlogLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, BlogAuthorContext>) {
  const { author } = pageContext
  return <Seo title={pageTitle(author)} description={`Cotton Box blog posts written by ${author.name}.`} path={author.path} />
}
