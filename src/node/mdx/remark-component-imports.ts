import path from 'node:path'
import { MDX_COMPONENTS, type ImportedComponentName } from '../../shared/mdx/components'
import { fencedCode } from './fenced-code'
import { walk, type TreeNode } from './tree'

/**
 * The module of each registered component that pages import themselves. Only some pages use them,
 * so they are not in the MDX components map (whose code every MDX page loads):
 * remarkComponentImports imports into each page just the ones it uses.
 */
const componentModules: ReadonlyMap<string, string> = new Map(
  Object.entries(MDX_COMPONENTS).flatMap(([name, entry]) => ('module' in entry ? [[name, entry.module] as const] : [])),
)

/** The component a ```mermaid fence becomes. */
const mermaidComponent: ImportedComponentName = 'Mermaid'

const identifier = (name: string) => ({ type: 'Identifier', name })

/** A JSX attribute holding a number, as MDX represents it (with its estree). */
function numberAttribute(name: string, value: number): Record<string, unknown> {
  const literal = { type: 'Literal', value, raw: String(value) }
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: literal }] }
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: String(value), data: { estree } },
  }
}

/**
 * A ```mermaid fence as a `<Mermaid source height>` element, so that it is a page component like
 * the others (mermaid's wrapper loads only on pages with a diagram).
 */
function mermaidElement(fence: TreeNode): TreeNode {
  const { code, height } = fencedCode(
    'language-mermaid',
    typeof fence.meta === 'string' ? fence.meta : undefined,
    fence.value ?? '',
  )
  const attributes = [
    { type: 'mdxJsxAttribute', name: 'source', value: code },
    ...(height === undefined ? [] : [numberAttribute('height', height)]),
  ]
  return { type: 'mdxJsxFlowElement', name: mermaidComponent, attributes, children: [] } as unknown as TreeNode
}

/** An `import { a, b } from "file"` statement as MDX represents it (with its estree). */
function importNode(file: string, names: ReadonlyArray<string>): TreeNode {
  const value = `import { ${names.join(', ')} } from ${JSON.stringify(file)}`
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: names.map((name) => ({ type: 'ImportSpecifier', imported: identifier(name), local: identifier(name) })),
    source: { type: 'Literal', value: file, raw: JSON.stringify(file) },
  }
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } } }
}

/**
 * Adds to an MDX file an import of each page component it uses (by JSX name, and Mermaid for a
 * ```mermaid fence), from `root`, so that webpack puts a component's code only into the pages that
 * show it.
 */
export function remarkComponentImports({ root }: { readonly root: string }) {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.children)
        node.children = node.children.map((child) =>
          child.type === 'code' && child.lang === 'mermaid' ? mermaidElement(child) : child,
        )
    })
    const used = new Set<string>()
    walk(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        componentModules.has(node.name)
      ) {
        used.add(node.name)
      }
    })
    const byModule = new Map<string, string[]>()
    for (const name of [...used].sort()) {
      const file = path.join(root, componentModules.get(name)!)
      byModule.set(file, [...(byModule.get(file) ?? []), name])
    }
    tree.children = [...Array.from(byModule, ([file, names]) => importNode(file, names)), ...(tree.children ?? [])]
  }
}
