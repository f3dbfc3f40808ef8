import { withPrefix } from 'gatsby'
import { markdownCopyRoute } from '../../shared/page-url'
import type { SidebarLink } from '../../types/docs'
import { DocSearchMeta } from './DocSearchMeta'
import { Seo } from './Seo'
import { breadcrumbList, scriptJson } from './structured-data'

interface DocsSeoProps {
  readonly title: string
  readonly description: string
  /** The page's keywords (frontmatter); a category index has none. */
  readonly keywords?: ReadonlyArray<string>
  readonly path: string
  /** The page's breadcrumbs below Docs: its category, then the page (docs page context). */
  readonly breadcrumbs: ReadonlyArray<SidebarLink>
}

/**
 * The head of a docs page or category index: the page tags, its BreadcrumbList, its Markdown copy
 * and its DocSearch tags.
 */
export function DocsSeo({ title, description, keywords, path, breadcrumbs }: DocsSeoProps) {
  const trail = breadcrumbs.length > 0 ? breadcrumbs : [{ label: title, path }]
  return (
    <Seo title={title} description={description} keywords={keywords} path={path}>
      <link
        rel="alternate"
        type="text/markdown"
        href={withPrefix(markdownCopyRoute(path))}
        title={`${title} as Markdown`}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList(trail)) }} />
      <DocSearchMeta kind="docs" />
    </Seo>
  )
}
