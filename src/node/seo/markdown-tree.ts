/**
 * Parsing MDX into a Markdown syntax tree and printing plain Markdown from one, with the same
 * syntax extensions the site's MDX uses (GFM, directives for admonitions). Pure functions.
 */
import type { Root, Text } from 'mdast'
import { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { defaultHandlers, toMarkdown, type Handle } from 'mdast-util-to-markdown'
import { directive } from 'micromark-extension-directive'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'

/**
 * Just enough of the mdast node shape to rewrite trees that mix MDX, directive and plain
 * Markdown nodes (the typed unions do not allow a JSX node to become a table, for example).
 */
export interface MdNode {
  type: string
  value?: string
  name?: string | null
  url?: string
  alt?: string
  lang?: string | null
  meta?: string | null
  depth?: number
  ordered?: boolean
  spread?: boolean
  align?: Array<'left' | 'right' | 'center' | null>
  attributes?: unknown
  data?: Record<string, unknown>
  children?: MdNode[]
  position?: { start: { line: number } }
}

/** The MDX body of a page (frontmatter already removed) as a tree. */
export function parseMdx(source: string): MdNode {
  const tree = fromMarkdown(source, {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown],
  })
  return tree as unknown as MdNode
}

/**
 * Text as the default handler escapes it, minus the escape of an underscore inside a word
 * (`BUILD_HASH`): such an underscore can never start or end emphasis, and names read better bare.
 */
const textWithBareWordUnderscores: Handle = (node: Text, parent, state, info) =>
  defaultHandlers.text(node, parent, state, info).replace(/(?<=[A-Za-z\d])\\_(?=[A-Za-z\d])/g, '_')

/** Plain Markdown in the site's house style: `-` bullets, fenced code, `**strong**`, `_emphasis_`. */
export function printMarkdown(tree: MdNode): string {
  return toMarkdown(tree as unknown as Root, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    rule: '-',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    handlers: { text: textWithBareWordUnderscores },
    // Directives only appear here when one was left as text on purpose; print them back as such.
    extensions: [gfmToMarkdown(), directiveToMarkdown],
  })
}

/* Node builders: they keep the converters readable. */
export const text = (value: string): MdNode => ({ type: 'text', value })
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value })
export const strong = (...children: MdNode[]): MdNode => ({ type: 'strong', children })
export const emphasis = (...children: MdNode[]): MdNode => ({ type: 'emphasis', children })
export const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children })
export const heading = (depth: number, ...children: MdNode[]): MdNode => ({ type: 'heading', depth, children })
export const link = (url: string, ...children: MdNode[]): MdNode => ({ type: 'link', url, children })
export const image = (url: string, alt: string): MdNode => ({ type: 'image', url, alt })
export const code = (lang: string | null, value: string, meta: string | null = null): MdNode => ({
  type: 'code',
  lang,
  meta,
  value,
})
export const blockquote = (...children: MdNode[]): MdNode => ({ type: 'blockquote', children })
export const list = (ordered: boolean, items: MdNode[][]): MdNode => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children })),
})
export const table = (header: ReadonlyArray<string>, rows: MdNode[][][]): MdNode => ({
  type: 'table',
  align: header.map(() => null),
  children: [header.map((cell) => [text(cell)]), ...rows].map((cells) => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  })),
})
export const root = (...children: MdNode[]): MdNode => ({ type: 'root', children })
