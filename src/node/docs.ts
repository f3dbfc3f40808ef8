/** Docs at build time: Mdx files under content/docs become Doc nodes, then docs pages. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import { parse as parseYaml } from 'yaml'
import { siteConfig } from '../config/site'
import type { Sidebar } from '../types/docs'
import { setContentProblems, reportContentProblems } from './content-problems'
import { docFrontmatterSchema, FrontmatterError, validateFrontmatter, type DocFrontmatter } from './frontmatter'
import { lastCommitDate } from './git'
import { buildSidebars, docsPageContext, parseSidebarsConfig, sidebarById, sidebarReadingOrder } from './sidebars'
import { docDirectory, docRoute, docSlug, findSlugCollisions } from './slugs'

export const DOCS_SOURCE = 'docs'
export const SIDEBARS_FILE = 'content/sidebars.yml'

const templates = {
  doc: path.resolve('src/templates/doc.tsx'),
  category: path.resolve('src/templates/doc-category.tsx'),
  root: path.resolve('src/templates/docs-root.tsx'),
}

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>
}

export const onCreateDocNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file || file.sourceInstanceName !== DOCS_SOURCE) return

  const sourceFile = path.relative(process.cwd(), file.absolutePath).replace(/\\/g, '/')
  let frontmatter: DocFrontmatter
  try {
    frontmatter = validateFrontmatter<DocFrontmatter>((node as MdxNode).frontmatter, docFrontmatterSchema, sourceFile)
    setContentProblems(sourceFile, [])
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error
    setContentProblems(sourceFile, [error.message])
    return
  }

  const slug = docSlug(file.relativePath, frontmatter.slug)
  const fields = {
    slug,
    path: docRoute(slug),
    dir: docDirectory(file.relativePath),
    title: frontmatter.title,
    description: frontmatter.description,
    sidebarPosition: frontmatter.sidebar_position ?? null,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    sourceFile,
    lastUpdated: lastCommitDate(file.absolutePath),
  }
  actions.createNode({
    ...fields,
    id: createNodeId(`${node.id} >>> Doc`),
    parent: node.id,
    children: [],
    internal: { type: 'Doc', contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: node, child: getNode(createNodeId(`${node.id} >>> Doc`))! })
}

function loadSidebars(docs: Parameters<typeof buildSidebars>[1]): Sidebar[] {
  const config = parseSidebarsConfig(parseYaml(readFileSync(SIDEBARS_FILE, 'utf8')), SIDEBARS_FILE)
  return buildSidebars(config, docs)
}

/** Problems that only show once all docs and sidebars are known. */
function crossCheck(docs: ReadonlyArray<{ slug: string; sourceFile: string }>, sidebars: ReadonlyArray<Sidebar>): string[] {
  const owners = [
    { slug: '', owner: 'the docs root page' },
    ...sidebars.flatMap((sidebar) =>
      sidebar.categories.map((category) => ({
        slug: category.path.replace(/^\/docs\/?/, ''),
        owner: `the "${category.label}" category index (${SIDEBARS_FILE})`,
      })),
    ),
    ...docs.map((doc) => ({ slug: doc.slug, owner: doc.sourceFile })),
  ]
  const problems = findSlugCollisions(owners)
  for (const item of siteConfig.navbar.items) {
    if (item.type !== 'docSidebar') continue
    try {
      const entry = sidebarReadingOrder(sidebarById(sidebars, item.sidebarId, `Navbar item "${item.label}"`))[0]
      if (entry?.path !== item.to) {
        problems.push(`Navbar item "${item.label}" links to ${item.to}, but its sidebar starts at ${entry?.path ?? 'no page'}`)
      }
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  return problems
}

/** The docs query of createPages (Gatsby's typegen covers page queries, not gatsby-node ones). */
interface DocsForPagesQuery {
  readonly allDoc: {
    readonly nodes: ReadonlyArray<{
      readonly id: string
      readonly slug: string
      readonly path: string
      readonly dir: string
      readonly title: string
      readonly description: string
      readonly sidebarPosition: number | null
      readonly sidebarLabel: string | null
      readonly sourceFile: string
      readonly parent: { readonly internal?: { readonly contentFilePath: string | null } } | null
    }>
  }
}

export const createDocsPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<DocsForPagesQuery>(`
    query DocsForPages {
      allDoc {
        nodes {
          id
          slug
          path
          dir
          title
          description
          sidebarPosition
          sidebarLabel
          sourceFile
          parent {
            ... on Mdx {
              internal {
                contentFilePath
              }
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the docs', result.errors)
    return
  }
  const docs = result.data.allDoc.nodes
  let sidebars: Sidebar[]
  try {
    sidebars = loadSidebars(docs)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  if (reportContentProblems(reporter, crossCheck(docs, sidebars))) return

  for (const sidebar of sidebars) {
    for (const category of sidebar.categories) {
      actions.createPage({
        path: category.path,
        component: templates.category,
        context: { ...docsPageContext(sidebars, category.path), category },
      })
    }
  }
  for (const doc of docs) {
    const contentFilePath = doc.parent?.internal?.contentFilePath
    if (!contentFilePath) throw new Error(`${doc.sourceFile}: the Doc node has no MDX parent`)
    actions.createPage({
      path: doc.path,
      component: `${templates.doc}?__contentFilePath=${contentFilePath}`,
      context: { id: doc.id, ...docsPageContext(sidebars, doc.path) },
    })
  }
  actions.createPage({ path: docRoute(''), component: templates.root, context: { sidebars } })
}
