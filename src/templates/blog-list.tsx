import type { HeadProps, PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import { PostList } from '../components/blog/PostList'
import { Paginator } from '../components/paginator/Paginator'
import { Seo } from '../components/seo/Seo'
import { blogListRoute } from '../shared/routes'
import type { BlogListPageContext } from '../types/page-context'

const title = 'Blog'
const description = 'News and stories about Cotton Box.'
const pageTitle = (page: number) => (page === 1 ? title : `${title} (page ${page})`)

/** The blog list: newest posts first, ten per page. */
export default function BlogListTemplate({ pageContext, location }: PageProps<object, BlogListPageContext>) {
  const { posts, page, pageCount, recentPosts } = pageContext
  return (
    <BlogLayout location={location} recentPosts={recentPosts}>
      <h1>{pageTitle(page)}</h1>
      {posts.length === 0 ? <p>No posts are published yet.</p> : <PostList posts={posts} />}
      <Paginator
        name="Blog list pages"
        previous={page > 1 ? { path: blogListRoute(page - 1), title: 'Newer entries' } : null}
        next={page < pageCount ? { path: blogListRoute(page + 1), title: 'Older entries' } : null}
        labels={{ previous: `Page ${page - 1}`, next: `Page ${page + 1}` }}
      />
    </BlogLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, BlogListPageContext>) {
  return <Seo title={pageTitle(pageContext.page)} description={description} path={blogListRoute(pageContext.page)} />
}
