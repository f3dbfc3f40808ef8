import GithubSlugger from 'github-slugger'
import { toString } from 'mdast-util-to-string'
import type { Heading } from 'mdast'
import { walk, type TreeNode } from './tree'

/** The class of a heading's permalink (global.css shows it on hover and keyboard focus). */
export const HEADING_ANCHOR_CLASS = 'heading-anchor'

/** The link icon: two chain links, 16 px. */
const linkIcon: TreeNode = {
  type: 'element',
  tagName: 'svg',
  properties: { ariaHidden: 'true', focusable: 'false', width: 16, height: 16, viewBox: '0 0 16 16' },
  children: [
    {
      type: 'element',
      tagName: 'path',
      properties: {
        d: 'M6.5 9.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2L7.8 4 9 5.1l1.3-1.2a1.4 1.4 0 0 1 2 2L9.6 8.4a1.4 1.4 0 0 1-2 0zm3-3a3 3 0 0 0-4.2 0L2.7 9.1a3 3 0 0 0 4.2 4.2L8.2 12 7 10.9l-1.3 1.2a1.4 1.4 0 0 1-2-2l2.7-2.5a1.4 1.4 0 0 1 2 0z',
      },
      children: [],
    },
  ],
}

/**
 * Gives every h2–h6 heading of an MDX page an id and a permalink after its text. Ids are
 * github-slugger slugs of the heading text, counted over the page, exactly as the table of
 * contents (gatsby-plugin-mdx, mdast-util-toc) computes them, so its links always meet their
 * headings. Landing on a heading is left to the browser and Gatsby, which honour the page's
 * scroll padding: nothing here scrolls.
 */
export function remarkHeadingAnchors() {
  return (tree: TreeNode) => {
    const slugger = new GithubSlugger()
    walk(tree, (node) => {
      if (node.type !== 'heading') return
      const heading = node as unknown as Heading
      const text = toString(heading, { includeImageAlt: false })
      // Every heading takes its slug, as the table of contents counts them, h1 included.
      const id = slugger.slug(text)
      if (heading.depth < 2) return
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), id } }
      const permalink: TreeNode = {
        type: 'link',
        url: `#${id}`,
        data: {
          hProperties: { className: [HEADING_ANCHOR_CLASS], ariaLabel: `Direct link to ${text}` },
          hChildren: [linkIcon],
        },
        children: [],
      }
      node.children = [...(node.children ?? []), permalink]
    })
  }
}
