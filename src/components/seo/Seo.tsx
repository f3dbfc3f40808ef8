import { withPrefix } from 'gatsby'
import { type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { BLOG_FEEDS } from '../../shared/feeds'
import { pageUrl } from '../../shared/page-url'
import { documentTitle } from './document-title'

interface SeoProps {
  /** The page's own title; omit on the home page. */
  readonly title?: string
  readonly description?: string
  /** Words readers search for the page by, beyond its title and description (a docs page's frontmatter). */
  readonly keywords?: ReadonlyArray<string>
  /** The route without the path prefix, for the canonical URL. */
  readonly path: string
  /** og:type; pages are websites, blog posts are articles. */
  readonly type?: 'website' | 'article'
  /** Extra tags for this page kind (e.g. a post's article dates and JSON-LD). */
  readonly children?: ReactNode
}

/** The <head> of every page, rendered through Gatsby's Head API. */
export function Seo({
  title,
  description = siteConfig.tagline,
  keywords = [],
  path,
  type = 'website',
  children,
}: SeoProps) {
  const canonical = pageUrl(path)
  const { icons, socialCard } = siteConfig
  const socialCardUrl = pageUrl(socialCard.path)
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withPrefix(icons.svg)} type="image/svg+xml" />
      <link rel="icon" href={withPrefix(icons.ico)} sizes="48x48" />
      {icons.png.map(({ path: icon, size }) => (
        <link key={size} rel="icon" href={withPrefix(icon)} type="image/png" sizes={`${size}x${size}`} />
      ))}
      <link rel="apple-touch-icon" href={withPrefix(icons.appleTouch)} />
      <meta property="og:title" content={title ?? siteConfig.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:image" content={socialCardUrl} />
      <meta property="og:image:width" content={String(socialCard.width)} />
      <meta property="og:image:height" content={String(socialCard.height)} />
      <meta property="og:image:alt" content={socialCard.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? siteConfig.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialCardUrl} />
      <meta name="twitter:image:alt" content={socialCard.alt} />
      {BLOG_FEEDS.map((feed) => (
        <link
          key={feed.file}
          rel="alternate"
          type={feed.type}
          title={`${siteConfig.title} Blog ${feed.title}`}
          href={withPrefix(feed.route)}
        />
      ))}
      {children}
    </>
  )
}
