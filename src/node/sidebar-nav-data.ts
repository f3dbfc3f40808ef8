/**
 * The docs sidebars as a query: `docsSidebarNavs`, which the docs pages read with useStaticQuery
 * (src/components/sidebar/useDocsSidebar.ts). Gatsby writes a static query's result once, and the
 * reader's browser fetches it once and keeps it for the next pages; in page context, the whole
 * sidebar was written into the data of every page of it (105 MB of page data at 1,000 pages).
 * The resolver reads the docs and the text of content/sidebars.yml as nodes, so Gatsby runs the
 * query again when either changes.
 */
import { readFileSync } from 'node:fs'
import type { CreateResolversArgs, SourceNodesArgs } from 'gatsby'
import type { SidebarNav } from '../types/docs'
import { loadSidebars, SIDEBARS_FILE } from './docs'
import { sidebarNav, type SidebarDocInput } from './sidebars'

const CONFIG_TYPE = 'DocsSidebarsConfig'

interface SidebarsConfigNode {
  readonly text: string
}

interface NodeModel {
  findOne(args: { readonly type: string; readonly query: Record<string, never> }): Promise<unknown>
  findAll(args: { readonly type: string }): Promise<{ readonly entries: Iterable<unknown> }>
}

/** sourceNodes step: the sidebars file's text as a node. */
export async function sourceSidebarsConfig({
  actions,
  createNodeId,
  createContentDigest,
}: SourceNodesArgs): Promise<void> {
  const text = readFileSync(SIDEBARS_FILE, 'utf8')
  await actions.createNode({
    text,
    id: createNodeId(CONFIG_TYPE),
    internal: { type: CONFIG_TYPE, contentDigest: createContentDigest(text) },
  })
}

/**
 * The sidebars as pages show them; none when the sidebars cannot be built (createPages reports why,
 * naming the file).
 */
export function sidebarNavs(text: string, docs: ReadonlyArray<SidebarDocInput>): SidebarNav[] {
  try {
    return loadSidebars(docs, text).map(sidebarNav)
  } catch {
    return []
  }
}

/** Gatsby types createResolvers as `Function`. */
type CreateResolvers = (resolvers: Record<string, Record<string, unknown>>) => void

/** createResolvers step: `docsSidebarNavs` on the root query. */
export function addSidebarNavQuery(args: Pick<CreateResolversArgs, 'createResolvers'>): void {
  const createResolvers = args.createResolvers as CreateResolvers
  createResolvers({
    Query: {
      docsSidebarNavs: {
        type: '[DocsSidebarNav!]!',
        resolve: async (_source: unknown, _args: unknown, context: { readonly nodeModel: NodeModel }) => {
          const config = (await context.nodeModel.findOne({
            type: CONFIG_TYPE,
            query: {},
          })) as SidebarsConfigNode | null
          const { entries } = await context.nodeModel.findAll({ type: 'Doc' })
          return config ? sidebarNavs(config.text, [...entries] as SidebarDocInput[]) : []
        },
      },
    },
  })
}
