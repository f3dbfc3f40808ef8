/**
 * The components MDX content may use without an import: one entry each, read by the MDX compiler
 * (src/node/mdx/remark-component-imports.ts imports a component from its module), the React side
 * (src/components/mdx/mdx-components.tsx implements every name) and the Markdown copies
 * (src/node/seo/mdx-to-markdown.ts converts each as its entry says). Adding a component is an entry
 * here, its implementation and, for a Markdown form of its own, that form; the type check fails
 * until each is there.
 */

/** How a component appears in a page's Markdown copy. */
export type MarkdownForm =
  /** Its children, converted like the rest of the page: the component only frames them. */
  | 'children'
  /** Rendered from the page's resolved `api` data (src/node/seo/api-markdown.ts). */
  | 'api-data'
  /** A form of its own, written in src/node/seo/mdx-to-markdown.ts under the component's name. */
  | 'own'

interface MdxComponentEntry {
  /**
   * The module that exports the component, from the project root, without extension: imported
   * into each page that uses the component, so that its code loads only there. Without one, the
   * component is in the MDX components map, which every MDX page loads.
   */
  readonly module?: string
  readonly markdown: MarkdownForm
}

export const MDX_COMPONENTS = {
  Admonition: { markdown: 'own' },
  Mermaid: { module: 'src/components/mermaid/Mermaid', markdown: 'own' },
  Playground: { module: 'src/components/playground/Playground', markdown: 'children' },
  Tabs: { module: 'src/components/tabs/Tabs', markdown: 'own' },
  TabItem: { module: 'src/components/tabs/TabItem', markdown: 'own' },
  InstallTabs: { module: 'src/components/tabs/InstallTabs', markdown: 'own' },
  ThemedImage: { module: 'src/components/themed-image/ThemedImage', markdown: 'own' },
  ApiHeader: { module: 'src/components/api/ApiHeader', markdown: 'api-data' },
  Members: { module: 'src/components/api/Members', markdown: 'api-data' },
  Parameters: { module: 'src/components/api/Parameters', markdown: 'api-data' },
  Related: { module: 'src/components/api/Related', markdown: 'api-data' },
  History: { module: 'src/components/api/History', markdown: 'api-data' },
  Signature: { module: 'src/components/api/Signature', markdown: 'api-data' },
  Returns: { module: 'src/components/api/Signature', markdown: 'api-data' },
  Overloads: { module: 'src/components/api/Signature', markdown: 'api-data' },
  WhatChanged: { module: 'src/components/what-changed/WhatChanged', markdown: 'own' },
} as const satisfies Readonly<Record<string, MdxComponentEntry>>

type Registry = typeof MDX_COMPONENTS
export type MdxComponentName = keyof Registry

/** The registered names whose entries have `Shape`. */
type NamesWhose<Shape> = { [Name in MdxComponentName]: Registry[Name] extends Shape ? Name : never }[MdxComponentName]

/** Components imported into the pages that use them. */
export type ImportedComponentName = NamesWhose<{ readonly module: string }>
/** Components of the MDX components map, provided to every MDX page. */
export type ProvidedComponentName = Exclude<MdxComponentName, ImportedComponentName>
export type ComponentWithMarkdownForm<Form extends MarkdownForm> = NamesWhose<{ readonly markdown: Form }>

/** Whether `name` is a registered component whose Markdown form is `form`. */
export function hasMarkdownForm<Form extends MarkdownForm>(
  name: string,
  form: Form,
): name is ComponentWithMarkdownForm<Form> {
  return Object.hasOwn(MDX_COMPONENTS, name) && MDX_COMPONENTS[name as MdxComponentName].markdown === form
}
