/**
 * The small inline Markdown that API data may use in its text fields: `code`, [text](href) and
 * **strong**. Parsed into segments at render time (build time for the HTML), so no Markdown
 * library ships to the browser.
 */
export type InlineSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string; readonly code: boolean }

const token = /`([^`]+)`|\[(`?)([^\]]+?)\2\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

export function parseInlineMarkdown(source: string): InlineSegment[] {
  const segments: InlineSegment[] = []
  let last = 0
  for (const match of source.matchAll(token)) {
    const index = match.index ?? 0
    if (index > last) segments.push({ kind: 'text', text: source.slice(last, index) })
    const [, code, linkTick, linkText, href, strong] = match
    if (code !== undefined) segments.push({ kind: 'code', text: code })
    else if (href !== undefined) segments.push({ kind: 'link', text: linkText, href, code: linkTick === '`' })
    else segments.push({ kind: 'strong', text: strong })
    last = index + match[0].length
  }
  if (last < source.length) segments.push({ kind: 'text', text: source.slice(last) })
  return segments
}
