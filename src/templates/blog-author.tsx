import type { HeadProps, PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import { AuthorCard } from '../components/blog/AuthorCard'
import { PostList } from '../components/blog/PostList'
import { Seo } from '../components/seo/Seo'
import { postCountLabel } from '../shared/blog'
import type { BlogAuthorData } from '../types/blog'
import type { BlogAuthorPageContext } from '../types/page-context'

const pageTitle = (author: BlogAuthorData) => `Posts by ${author.name}`

/** One author: who they are, then their posts, newest first. */
export default function BlogAuthorTemplate({ pageContext, location }: PageProps<object, BlogAuthorPageContext>) {
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

export function Head({ pageContext }: HeadProps<object, BlogAuthorPageContext>) {
  const { author } = pageContext
  return (
    <Seo
      title={pageTitle(author)}
      description={`Cotton Box blog posts written by ${author.name}.`}
      path={author.path}
    />
  )
}
