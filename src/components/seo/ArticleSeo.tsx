import { siteConfig } from '../../config/site'
import { pageUrl } from '../../shared/page-url'
import type { BlogPostSummary } from '../../types/blog'
import { DocSearchMeta } from './DocSearchMeta'
import { Seo } from './Seo'
import { scriptJson } from './structured-data'

/**
 * The head of a blog post: the page tags plus article dates, authors, tags, JSON-LD BlogPosting and
 * its DocSearch tags.
 */
export function ArticleSeo({ post, image }: { readonly post: BlogPostSummary; readonly image: string | null }) {
  const url = pageUrl(post.path)
  const published = `${post.date}T00:00:00.000Z`
  // A public URL already carries the path prefix.
  const imageUrl = image ? `${siteConfig.url}${image}` : null
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: published,
    author: post.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
    })),
    keywords: post.tags.map((tag) => tag.label),
    ...(imageUrl ? { image: imageUrl } : {}),
  }
  return (
    <Seo title={post.title} description={post.description} path={post.path} type="article">
      <meta property="article:published_time" content={published} />
      {post.authors.map(
        (author) => author.url && <meta key={author.key} property="article:author" content={author.url} />,
      )}
      {post.tags.map((tag) => (
        <meta key={tag.path} property="article:tag" content={tag.label} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }} />
      <DocSearchMeta kind="blog" />
    </Seo>
  )
}
