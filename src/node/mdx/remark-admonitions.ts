import { textOf, walk, type TreeNode } from './tree'

/** The admonition kinds authors may write as `:::kind` or `:::kind[Custom title]`. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const

const isAdmonition = (name: string | undefined): boolean =>
  (ADMONITION_TYPES as ReadonlyArray<string>).includes(name ?? '')

/**
 * Turns remark-directive's container directives into `<admonition type title>` elements, which
 * the MDX components render. Text and leaf directives (`:word`, `::word`) are not used by the site:
 * they go back to plain text, so prose such as "ratio 16:9" or "note:this" survives.
 */
export function remarkAdmonitions() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (!node.children) return
      node.children = node.children.flatMap((child): TreeNode[] => {
        if (child.type === 'containerDirective' && isAdmonition(child.name)) {
          const [first, ...rest] = child.children ?? []
          const hasLabel = first?.data?.directiveLabel === true
          child.children = hasLabel ? rest : (child.children ?? [])
          child.data = {
            ...child.data,
            hName: 'admonition',
            hProperties: { type: child.name, title: hasLabel && first ? textOf(first) : undefined },
          }
          return [child]
        }
        if (child.type === 'textDirective' || child.type === 'leafDirective' || child.type === 'containerDirective') {
          const marker = child.type === 'textDirective' ? ':' : child.type === 'leafDirective' ? '::' : ':::'
          const text: TreeNode = { type: 'text', value: `${marker}${child.name ?? ''}` }
          return child.type === 'textDirective'
            ? [text, ...(child.children ?? [])]
            : [{ type: 'paragraph', children: [text, ...(child.children ?? [])] }]
        }
        return [child]
      })
    })
  }
}
