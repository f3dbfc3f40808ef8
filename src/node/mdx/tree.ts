/** Just enough of the unist tree shape for the site's own remark and rehype plugins. */
export interface TreeNode {
  type: string
  value?: string
  name?: string
  /** A Markdown code fence's language and meta. */
  lang?: string | null
  meta?: string | null
  /** A Markdown link's target. */
  url?: string
  tagName?: string
  children?: TreeNode[]
  properties?: Record<string, unknown>
  attributes?: Record<string, string | null | undefined> | null
  data?: Record<string, unknown>
}

/** Visits every node depth-first; the visitor may replace a node's children. */
export function walk(
  node: TreeNode,
  visit: (node: TreeNode, parent: TreeNode | null) => void,
  parent: TreeNode | null = null,
): void {
  visit(node, parent)
  for (const child of node.children ?? []) walk(child, visit, node)
}

/** The text content of a node. */
export function textOf(node: TreeNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('')
}
