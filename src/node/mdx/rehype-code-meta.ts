import { walk, type TreeNode } from './tree'

/**
 * MDX drops a fenced code block's meta string (```ts title="x.ts" {1,3}); this keeps it as the
 * `metastring` property of the `<code>` element, where the code block component reads it.
 */
export function rehypeCodeMeta() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      const meta = node.data?.meta
      if (node.type === 'element' && node.tagName === 'code' && typeof meta === 'string' && meta !== '') {
        node.properties = { ...node.properties, metastring: meta }
      }
    })
  }
}
