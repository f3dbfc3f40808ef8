/** Docs at build time: Mdx files under content/docs become Doc nodes, then docs pages. */
import { readFileSync } from 'node:fs'
import type { CreateNodeArgs, CreatePagesArgs } from 'gatsby'
import { parse as parseYaml } from 'yaml'
import { siteConfig } from '../config/site'
import type { Sidebar } from '../types/docs'
import { setContentProblems } from './content-problems'
import { docFrontmatterSchema, type DocFrontmatter } from './frontmatter'
import { createMdxChildNode, MDX_FILE_SELECTION, mdxSource, type MdxBacked } from './mdx-nodes'
import type { ApiEntry } from '../types/api'
import { siteHistory } from './api-history/site-history'
import { resolveApiPages } from './api-reference'
import { lastCommitDate } from './git'
import { buildSidebars, docsPageContexts, parseSidebarsConfig, sidebarById, sidebarReadingOrder } from './sidebars'
import { mdxSitePage, sitePage, type PagePlan } from './site-pages'
import { docDirectory, docRoute, docSlug, findSlugCollisions } from './slugs'
import { TAGS_ROUTE } from '../shared/routes'
import { collectDocTags } from './tags'
import type { TitledSource } from './unique-titles'

export const DOCS_SOURCE = 'docs'
export const SIDEBARS_FILE = 'content/sidebars.yml'

/** Makes a Doc node for each valid MDX file under content/docs. */
/**
 * The page's keywords, and an API page's kind (type, class, function…): readers name an export by
 * its kind ("the type that hides set"), and the search counts the keywords as what the page is.
 */
function docKeywords({ keywords = [], api }: DocFrontmatter): ReadonlyArray<string> {
  return api === undefined || keywords.includes(api.kind) ? keywords : [...keywords, api.kind]
}

export async function createDocNode(args: CreateNodeArgs): Promise<void> {
  const source = mdxSource<DocFrontmatter>(args, DOCS_SOURCE, docFrontmatterSchema)
  if (!source) return
  const { frontmatter, sourceFile, relativePath } = source
  const tocMinHeadingLevel = frontmatter.toc_min_heading_level ?? siteConfig.tocHeadingLevels.min
  const tocMaxHeadingLevel = frontmatter.toc_max_heading_level ?? siteConfig.tocHeadingLevels.max
  if (tocMinHeadingLevel > tocMaxHeadingLevel) {
    setContentProblems(sourceFile, [
      `${sourceFile}: invalid frontmatter\n  - toc_min_heading_level (${tocMinHeadingLevel}) is larger than toc_max_heading_level (${tocMaxHeadingLevel})`,
    ])
    return
  }
  const slug = docSlug(relativePath, frontmatter.slug)
  await createMdxChildNode(args, 'Doc', {
    slug,
    path: docRoute(slug),
    dir: docDirectory(relativePath),
    title: frontmatter.title,
    description: frontmatter.description,
    keywords: docKeywords(frontmatter),
    sidebarPosition: frontmatter.sidebar_position ?? null,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    sourceFile,
    lastUpdated: lastCommitDate(source.absolutePath),
    tags: frontmatter.tags ?? [],
    tocMinHeadingLevel,
    tocMaxHeadingLevel,
    api: frontmatter.api ?? null,
  })
}

/**
 * The sidebars of content/sidebars.yml (or of its given text) filled with the docs; throws naming
 * the file on bad data.
 */
export function loadSidebars(
  docs: Parameters<typeof buildSidebars>[1],
  text = readFileSync(SIDEBARS_FILE, 'utf8'),
): Sidebar[] {
  const config = parseSidebarsConfig(parseYaml(text), SIDEBARS_FILE)
  return buildSidebars(config, docs)
}

/** Problems that only show once all docs and sidebars are known. */
function crossCheck(
  docs: ReadonlyArray<{ slug: string; sourceFile: string }>,
  sidebars: ReadonlyArray<Sidebar>,
): string[] {
  const owners = [
    { slug: '', owner: 'the docs root page' },
    { slug: TAGS_ROUTE.replace(/^\/docs\//, ''), owner: 'the docs tags list page' },
    ...sidebars.flatMap((sidebar) =>
      sidebar.categories.map((category) => ({
        slug: category.path.replace(/^\/docs\/?/, ''),
        owner: `the "${category.label}" category index (${SIDEBARS_FILE})`,
      })),
    ),
    ...docs.map((doc) => ({ slug: doc.slug, owner: doc.sourceFile })),
  ]
  const problems = findSlugCollisions(owners)
  for (const category of sidebars.flatMap((sidebar) => sidebar.categories)) {
    if (category.items.length === 0) {
      problems.push(
        `${SIDEBARS_FILE}: the "${category.label}" category lists no docs: its folder content${category.path} holds no MDX file`,
      )
    }
  }
  for (const item of siteConfig.navbar.items) {
    if (item.type !== 'docSidebar') continue
    try {
      const entry = sidebarReadingOrder(sidebarById(sidebars, item.sidebarId, `Navbar item "${item.label}"`))[0]
      if (entry?.path !== item.to) {
        problems.push(
          `Navbar item "${item.label}" links to ${item.to}, but its sidebar starts at ${entry?.path ?? 'no page'}`,
        )
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
    readonly nodes: ReadonlyArray<
      {
        readonly id: string
        readonly slug: string
        readonly path: string
        readonly dir: string
        readonly title: string
        readonly description: string
        readonly sidebarPosition: number | null
        readonly sidebarLabel: string | null
        readonly tags: ReadonlyArray<string>
        readonly api: ApiEntry | null
      } & MdxBacked
    >
  }
}

/** The docs pages, category indexes, the docs root and the tag pages. */
export async function planDocsPages(args: CreatePagesArgs): Promise<PagePlan> {
  const result = await args.graphql<DocsForPagesQuery>(`
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
          tags
          api
          ${MDX_FILE_SELECTION}
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the docs: ${String(result.errors)}`)
  const docs = result.data.allDoc.nodes
  const docTitles: TitledSource[] = docs.map((doc) => ({ title: doc.title, source: doc.sourceFile }))
  let sidebars: Sidebar[]
  try {
    sidebars = loadSidebars(docs)
  } catch (error) {
    return { problems: [(error as Error).message], pages: [], titles: docTitles }
  }
  const titles = [
    ...docTitles,
    ...sidebars.flatMap((sidebar) =>
      sidebar.categories.map((category) => ({
        title: category.label,
        source: `${SIDEBARS_FILE} (category "${category.label}")`,
      })),
    ),
  ]
  const history = siteHistory()
  const apiPages = resolveApiPages(docs, history)
  const problems = [...crossCheck(docs, sidebars), ...history.problems, ...apiPages.problems]
  if (problems.length > 0) return { problems, pages: [], titles }

  const tags = collectDocTags(docs)
  const docsPageContext = docsPageContexts(sidebars)
  return {
    problems,
    titles,
    pages: [
      ...sidebars.flatMap((sidebar) =>
        sidebar.categories.map((category) =>
          sitePage('docCategory', category.path, { ...docsPageContext(category.path), category }),
        ),
      ),
      ...docs.map((doc) =>
        mdxSitePage(
          'doc',
          doc.path,
          { id: doc.id, ...docsPageContext(doc.path), api: apiPages.byPath.get(doc.path) ?? null },
          doc,
        ),
      ),
      sitePage('docsRoot', docRoute(''), { sidebars }),
      sitePage('docTags', TAGS_ROUTE, { tags }),
      ...tags.map((tag) => sitePage('docTag', tag.path, { tag })),
    ],
  }
}
