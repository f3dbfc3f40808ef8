import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'
import { HEADING_ANCHOR_CLASS } from './heading-anchors'
import { textOf, walk, type TreeNode } from './tree'

/** The class names of an element, whether given as a list or, as gatsby-remark-autolink-headers does, a string. */
function classNames(node: TreeNode): ReadonlyArray<string> {
  const value = node.properties?.className ?? node.properties?.class
  if (Array.isArray(value)) return value.filter((name): name is string => typeof name === 'string')
  return typeof value === 'string' ? value.split(/\s+/) : []
}

/**
 * Names each heading's permalink "Direct link to <heading text>". gatsby-remark-autolink-headers
 * names it after the slug ("why really permalink" for "Why? (really)"), which a screen reader
 * reads as a mangled copy of the heading, and offers no option for the name. A heading with an id
 * but no such link means the plugin's markup changed: the build stops (docs/overrides.md).
 */
export function rehypeHeadingAnchorLabels() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'element' || !/^h[2-6]$/.test(node.tagName ?? '')) return
      const children = node.children ?? []
      const anchor = children.find((child) => child.tagName === 'a' && classNames(child).includes(HEADING_ANCHOR_CLASS))
      // The plugin gives every h2–h6 its id and, with it, its permalink.
      if (node.properties?.id === undefined && !anchor) return
      expectUpstream(
        OVERRIDES.headingAnchorLabels,
        anchor !== undefined,
        `gatsby-remark-autolink-headers to put a link of class "${HEADING_ANCHOR_CLASS}" in each heading it gives an id (not in "${textOf(node)}")`,
      )
      const text = children
        .filter((child) => child !== anchor)
        .map(textOf)
        .join('')
      // The plugin sets the attribute by its HTML name; one name, in hast's property form, replaces it.
      const properties: Record<string, unknown> = { ...anchor.properties, ariaLabel: `Direct link to ${text}` }
      delete properties['aria-label']
      anchor.properties = properties
    })
  }
}
