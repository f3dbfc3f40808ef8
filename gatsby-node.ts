// Gatsby's build-time APIs; each lives in a small module of src/node/.
export { createSchemaCustomization } from './src/node/schema'
export { onCreateDocNode as onCreateNode, createDocsPages as createPages } from './src/node/docs'
export { checkBuiltLinks as onPostBuild } from './src/node/link-check'
