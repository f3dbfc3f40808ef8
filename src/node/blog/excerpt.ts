import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'

/** Where a post's excerpt ends: an MDX comment on its own, `{/* truncate *\/}`. */
const TRUNCATE_MARKER = /\{\s*\/\*\s*truncate\s*\*\/\s*\}/

export interface Excerpt {
  /** The excerpt as plain-text paragraphs (links and emphasis reduced to their text). */
  readonly paragraphs: ReadonlyArray<string>
  /** The post goes on after the excerpt. */
  readonly truncated: boolean
}

function paragraphsOf(markdown: string): string[] {
  return fromMarkdown(markdown)
    .children.filter((node) => node.type === 'paragraph')
    .map((node) => toString(node).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
}

/**
 * The excerpt shown in blog lists: every paragraph before the truncate marker, or the first
 * paragraph of a post without one.
 */
export function postExcerpt(body: string): Excerpt {
  const marker = TRUNCATE_MARKER.exec(body)
  if (marker) return { paragraphs: paragraphsOf(body.slice(0, marker.index)), truncated: true }
  const paragraphs = paragraphsOf(body)
  return { paragraphs: paragraphs.slice(0, 1), truncated: paragraphs.length > 1 || /^#{1,6}\s|^```/m.test(body) }
}
