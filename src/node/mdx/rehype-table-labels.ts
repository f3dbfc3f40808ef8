import { UNTITLED_TABLE_LABEL } from '../../shared/table-label'
import { textOf, walk, type TreeNode } from './tree'

/**
 * Names every Markdown table after the heading it follows ("Release dates"), as `aria-label`:
 * the table scrolls sideways in a focusable region (TableScroller), and a page's regions need
 * names that tell them apart. A name used twice on a page gets a number: "Options (2)".
 */
export function rehypeTableLabels() {
  return (tree: TreeNode) => {
    let heading = UNTITLED_TABLE_LABEL
    const used = new Map<string, number>()
    walk(tree, (node) => {
      if (node.type !== 'element') return
      if (/^h[1-6]$/.test(node.tagName ?? '')) heading = textOf(node).trim() || UNTITLED_TABLE_LABEL
      if (node.tagName !== 'table') return
      const count = (used.get(heading) ?? 0) + 1
      used.set(heading, count)
      node.properties = { ...node.properties, ariaLabel: count === 1 ? heading : `${heading} (${count})` }
    })
  }
}
