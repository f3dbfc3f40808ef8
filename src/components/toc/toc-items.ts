/** Table-of-contents data: gatsby-plugin-mdx's tableOfContents JSON, made safe and typed. */
import { siteConfig } from '../../config/site'

export interface TocItem {
  readonly id: string
  readonly title: string
  readonly children: ReadonlyArray<TocItem>
}

interface RawTocItem {
  url?: unknown
  title?: unknown
  items?: unknown
}

export interface TocLevels {
  /** Smallest heading level shown (2 = h2). */
  readonly min: number
  /** Largest heading level shown (3 = h3). */
  readonly max: number
}

/**
 * Turns the MDX tableOfContents JSON into TocItems for headings within `levels`. Docs pages have
 * no h1, so the top of the JSON is h2. Headings above the range give their children to the
 * level above; headings below it are dropped; entries without an anchor keep their children.
 */
export function tocItems(toc: unknown, levels: TocLevels = siteConfig.tocHeadingLevels, level = 2): TocItem[] {
  const items = (toc as { items?: unknown } | null)?.items
  if (!Array.isArray(items) || level > levels.max) return []
  return (items as RawTocItem[]).flatMap((item): TocItem[] => {
    const children = tocItems(item, levels, level + 1)
    const hasAnchor = typeof item.url === 'string' && item.url.startsWith('#') && typeof item.title === 'string'
    if (level < levels.min || !hasAnchor) return children
    return [{ id: decodeURIComponent((item.url as string).slice(1)), title: item.title as string, children }]
  })
}

/** Every id in document order. */
export function tocIds(items: ReadonlyArray<TocItem>): string[] {
  return items.flatMap((item) => [item.id, ...tocIds(item.children)])
}
