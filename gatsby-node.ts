// Gatsby's build-time APIs; each lives in a small module of src/node/.
import type { GatsbyNode } from 'gatsby'
import { createDocNode, createDocsPages } from './src/node/docs'
import { createMarkdownPageNode, createMarkdownPages } from './src/node/markdown-pages'

export { createSchemaCustomization } from './src/node/schema'
export { checkBuiltLinks as onPostBuild } from './src/node/link-check'

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  createDocNode(args)
  createMarkdownPageNode(args)
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createDocsPages(args)
  await createMarkdownPages(args)
}
