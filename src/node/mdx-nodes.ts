/** What docs and Markdown pages share: finding their MDX files and hanging typed nodes off them. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs, Node } from 'gatsby'
import { setContentProblems } from './content-problems'
import { isDevelop } from './develop/overlay'
import { fenceProblems } from './mdx/code-fences'
import { FrontmatterError, usableFrontmatter, validateFrontmatter, type FrontmatterSchema } from './frontmatter'

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

export interface MdxSource<Frontmatter> {
  /** Path relative to the source folder, e.g. learn/tutorial/setup.mdx. */
  readonly relativePath: string
  readonly absolutePath: string
  /** Path relative to the project root, for messages and edit links. */
  readonly sourceFile: string
  readonly frontmatter: Frontmatter
}

/**
 * The MDX file behind `args.node` when it comes from the `sourceName` folder and its frontmatter
 * passes `schema`; null otherwise. Frontmatter problems and code blocks whose meta cannot be read
 * are recorded for the build to report before any page is compiled; in develop, a page whose
 * required fields are fine keeps showing (without the bad fields) meanwhile.
 */
export function mdxSource<Frontmatter>(
  args: CreateNodeArgs,
  sourceName: string,
  schema: FrontmatterSchema,
): MdxSource<Frontmatter> | null {
  const { node, getNode } = args
  if (node.internal.type !== 'Mdx' || !node.parent) return null
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || file.sourceInstanceName !== sourceName) return null

  const sourceFile = path.relative(process.cwd(), file.absolutePath).replace(/\\/g, '/')
  const data = (node as Node & { frontmatter?: unknown }).frontmatter
  const codeProblems = fenceProblems(readFileSync(file.absolutePath, 'utf8'), sourceFile)
  try {
    const frontmatter = validateFrontmatter<Frontmatter>(data, schema, sourceFile)
    setContentProblems(sourceFile, codeProblems)
    return { relativePath: file.relativePath, absolutePath: file.absolutePath, sourceFile, frontmatter }
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error
    setContentProblems(sourceFile, [error.message, ...codeProblems])
    const usable = isDevelop() ? usableFrontmatter<Frontmatter>(data, schema) : null
    return (
      usable && { relativePath: file.relativePath, absolutePath: file.absolutePath, sourceFile, frontmatter: usable }
    )
  }
}

/**
 * Creates a node of `type` as the child of the Mdx node in `args`. The node is in the store at
 * once; the promise settles when the other plugins' onCreateNode for it have run.
 */
export async function createMdxChildNode(
  args: CreateNodeArgs,
  type: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const { node, actions, createNodeId, createContentDigest, getNode } = args
  const id = createNodeId(`${node.id} >>> ${type}`)
  const created = actions.createNode({
    ...fields,
    id,
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: node, child: getNode(id)! })
  await created
}

/** The GraphQL selection that finds a node's MDX file; pair it with MdxBacked. */
export const MDX_FILE_SELECTION = 'parent { ... on Mdx { internal { contentFilePath contentDigest } } }'

/** A node made by createMdxChildNode, queried with MDX_FILE_SELECTION. */
export interface MdxBacked {
  readonly sourceFile: string
  readonly parent: {
    readonly internal?: { readonly contentFilePath: string | null; readonly contentDigest: string }
  } | null
}

/** How gatsby-plugin-mdx is told, in a page component's path, which MDX file to render. */
const CONTENT_FILE_PARAMETER = '?__contentFilePath='

/** The page component of an MDX-backed node: its template, told which MDX file to render. */
export function mdxPageComponent(template: string, node: MdxBacked): string {
  const contentFilePath = node.parent?.internal?.contentFilePath
  if (!contentFilePath) throw new Error(`${node.sourceFile}: the node has no MDX file behind it`)
  return `${template}${CONTENT_FILE_PARAMETER}${contentFilePath}`
}

/** The MDX file a page component renders (see mdxPageComponent); null for a plain template. */
export function contentFileOf(component: string): string | null {
  const at = component.indexOf(CONTENT_FILE_PARAMETER)
  return at === -1 ? null : component.slice(at + CONTENT_FILE_PARAMETER.length)
}
