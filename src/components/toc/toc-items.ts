/** Table-of-contents data: gatsby-plugin-mdx's tableOfContents JSON, made safe and typed. */

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

/**
 * Turns the MDX tableOfContents JSON into TocItems, `levels` deep (2 = h2 and h3 when the page
 * has no h1, as docs pages never do). Entries without an anchor are skipped; their children kept.
 */
export function tocItems(toc: unknown, levels = 2): TocItem[] {
  const items = (toc as { items?: unknown } | null)?.items
  if (!Array.isArray(items) || levels <= 0) return []
  return (items as RawTocItem[]).flatMap((item): TocItem[] => {
    const children = tocItems(item, levels - 1)
    if (typeof item.url !== 'string' || !item.url.startsWith('#') || typeof item.title !== 'string') {
      return children
    }
    return [{ id: decodeURIComponent(item.url.slice(1)), title: item.title, children }]
  })
}

/** Every id in document order. */
export function tocIds(items: ReadonlyArray<TocItem>): string[] {
  return items.flatMap((item) => [item.id, ...tocIds(item.children)])
}
