import type { HeadProps, PageProps } from 'gatsby'
import { BlogLayout } from '../components/blog/BlogLayout'
import { Paginator } from '../components/paginator/Paginator'
import { PostHeader } from '../components/blog/PostHeader'
import { PostTags } from '../components/blog/PostTags'
import { MdxBody } from '../components/mdx/MdxBody'
import { ArticleSeo } from '../components/seo/ArticleSeo'
import { tocItems } from '../components/toc/toc-items'
import { searchIgnore, searchRegion } from '../shared/search/markup'
import type { BlogPostPageContext } from '../types/page-context'

/** One blog post: header, the MDX body, tags, newer and older posts, and its table of contents. */
export default function BlogPostTemplate({ pageContext, location, children }: PageProps<object, BlogPostPageContext>) {
  const { post, newer, older, recentPosts, tableOfContents } = pageContext
  return (
    <BlogLayout location={location} recentPosts={recentPosts} toc={tocItems(tableOfContents)}>
      {/* The post's search records come from this article (src/shared/search/markup.ts). */}
      <article {...searchRegion('Blog', 'blog')}>
        <PostHeader post={post} heading={<h1>{post.title}</h1>} />
        <MdxBody codeTypes={pageContext.codeTypes}>{children}</MdxBody>
        <div {...searchIgnore}>
          <PostTags tags={post.tags} />
        </div>
      </article>
      <Paginator
        name="Blog posts"
        previous={newer && { path: newer.path, title: newer.title }}
        next={older && { path: older.path, title: older.title }}
        labels={{ previous: 'Newer post', next: 'Older post' }}
      />
    </BlogLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, BlogPostPageContext>) {
  return <ArticleSeo post={pageContext.post} image={pageContext.image} />
}
