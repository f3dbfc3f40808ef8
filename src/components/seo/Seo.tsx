/** @jsxRuntime classic */
// Classic JSX on purpose: Gatsby's Head API patches React.createElement so that React 19 does not
// hoist these tags on its own; the automatic runtime bypasses the patch and duplicates every tag.
import { withPrefix } from 'gatsby'
import React, { type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { BLOG_FEEDS } from '../../shared/feeds'
import { documentTitle } from './document-title'

interface SeoProps {
  /** The page's own title; omit on the home page. */
  readonly title?: string
  readonly description?: string
  /** The route without the path prefix, for the canonical URL. */
  readonly path: string
  /** og:type; pages are websites, blog posts are articles. */
  readonly type?: 'website' | 'article'
  /** Extra tags for this page kind (e.g. a post's article dates and JSON-LD). */
  readonly children?: ReactNode
}

/** The <head> of every page, rendered through Gatsby's Head API. */
export function Seo({ title, description = siteConfig.tagline, path, type = 'website', children }: SeoProps) {
  const canonical = `${siteConfig.url}${withPrefix(path === '/' ? '/' : path)}`
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withPrefix(siteConfig.favicon)} type="image/svg+xml" />
      <meta property="og:title" content={title ?? siteConfig.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      {BLOG_FEEDS.map((feed) => (
        <link key={feed.file} rel="alternate" type={feed.type} title={`${siteConfig.title} Blog ${feed.title}`} href={withPrefix(feed.route)} />
      ))}
      {children}
    </>
  )
}
