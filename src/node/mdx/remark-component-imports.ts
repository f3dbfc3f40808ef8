import path from 'node:path'
import { walk, type TreeNode } from './tree'

/**
 * Components MDX content may use without an import, each with the module that exports it. Only
 * some pages use them, so they are not in the MDX components map (whose code every MDX page loads):
 * remarkComponentImports imports into each page just the ones it uses.
 */
export const pageComponentModules: Readonly<Record<string, string>> = {
  Playground: 'src/components/playground/Playground',
  Tabs: 'src/components/tabs/Tabs',
  TabItem: 'src/components/tabs/TabItem',
  InstallTabs: 'src/components/tabs/InstallTabs',
  ThemedImage: 'src/components/themed-image/ThemedImage',
  ApiHeader: 'src/components/api/ApiHeader',
  Members: 'src/components/api/Members',
  Parameters: 'src/components/api/Parameters',
  Related: 'src/components/api/Related',
  Since: 'src/components/api/Related',
  Signature: 'src/components/api/Signature',
  Returns: 'src/components/api/Signature',
  Overloads: 'src/components/api/Signature',
}

const identifier = (name: string) => ({ type: 'Identifier', name })

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
 * Adds to an MDX file an import of each page component it uses (by JSX name), from `root`, so
 * that webpack puts a component's code only into the pages that show it.
 */
export function remarkComponentImports({ root }: { readonly root: string }) {
  return (tree: TreeNode) => {
    const used = new Set<string>()
    walk(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && Object.hasOwn(pageComponentModules, node.name)) {
        used.add(node.name)
      }
    })
    const byModule = new Map<string, string[]>()
    for (const name of [...used].sort()) {
      const file = path.join(root, pageComponentModules[name]!)
      byModule.set(file, [...(byModule.get(file) ?? []), name])
    }
    tree.children = [...Array.from(byModule, ([file, names]) => importNode(file, names)), ...(tree.children ?? [])]
  }
}
