/** Table-of-contents data: gatsby-plugin-mdx's tableOfContents, as the entries the page shows. */
import { siteConfig } from '../../config/site'
import type { MdxTableOfContents } from '../../types/table-of-contents'

export interface TocItem {
  readonly id: string
  readonly title: string
  readonly children: ReadonlyArray<TocItem>
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
export function tocItems(
  toc: MdxTableOfContents | null | undefined,
  levels: TocLevels = siteConfig.tocHeadingLevels,
  level = 2,
): TocItem[] {
  if (!toc?.items || level > levels.max) return []
  return toc.items.flatMap((item): TocItem[] => {
    const children = tocItems(item, levels, level + 1)
    if (level < levels.min || !item.url?.startsWith('#') || item.title === undefined) return children
    return [{ id: decodeURIComponent(item.url.slice(1)), title: item.title, children }]
  })
}

/** Every id in document order. */
export function tocIds(items: ReadonlyArray<TocItem>): string[] {
  return items.flatMap((item) => [item.id, ...tocIds(item.children)])
}
