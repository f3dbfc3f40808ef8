/** Blog posts: MDX files under content/blog/<year>/, their nodes, and every blog page. */
import path from 'node:path'
import type { CreateNodeArgs, CreatePagesArgs, SourceNodesArgs } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { groupByYear } from '../../shared/blog'
import {
  BLOG_ARCHIVE_ROUTE,
  BLOG_AUTHORS_ROUTE,
  BLOG_POSTS_PER_PAGE,
  BLOG_TAGS_ROUTE,
  blogAuthorRoute,
  blogListRoute,
  blogPostRoute,
  blogTagRoute,
} from '../../shared/routes'
import type { BlogAuthorData, BlogPostLink, BlogPostSummary, BlogTagData } from '../../types/blog'
import type { MdxTableOfContents } from '../../types/table-of-contents'
import { setContentProblems } from '../content-problems'
import { blogPostFrontmatterSchema, calendarDate, type BlogPostFrontmatter } from '../frontmatter'
import { createMdxChildNode, MDX_FILE_SELECTION, mdxSource, type MdxBacked } from '../mdx-nodes'
import { mdxSitePage, sitePage, type PagePlan } from '../site-pages'
import { findSlugCollisions } from '../slugs'
import { isTestContent, testOnlyMark } from '../test-build'
import { AUTHORS_FILE, loadAuthors } from './authors'
import { postExcerpt } from './excerpt'
import { readingMinutes } from './reading-time'

export const BLOG_SOURCE = 'blog'
/** How many recent posts the blog sidebar lists. */
export const BLOG_SIDEBAR_POSTS = 5

/** `2024/reincarnation-of-an-old-package.mdx` → `reincarnation-of-an-old-package`. */
export function blogPostSlug(relativePath: string, frontmatterSlug?: string): string {
  return frontmatterSlug ?? path.basename(relativePath).replace(/\.mdx$/, '')
}

export async function createBlogPostNode(args: CreateNodeArgs): Promise<void> {
  const source = mdxSource<BlogPostFrontmatter>(args, BLOG_SOURCE, blogPostFrontmatterSchema)
  if (!source) return
  const { frontmatter } = source
  const body = (args.node as { body?: string }).body ?? ''
  const excerpt = postExcerpt(body)
  const slug = blogPostSlug(source.relativePath, frontmatter.slug)
  await createMdxChildNode(args, 'BlogPost', {
    slug,
    path: blogPostRoute(slug),
    title: frontmatter.title,
    date: calendarDate(frontmatter.date),
    authorKeys: frontmatter.authors,
    tags: frontmatter.tags ?? [],
    description: frontmatter.description ?? excerpt.paragraphs[0] ?? frontmatter.title,
    excerpt: excerpt.paragraphs,
    truncated: excerpt.truncated,
    readingMinutes: readingMinutes(body),
    sourceFile: source.sourceFile,
    imagePath: frontmatter.image ? path.resolve(path.dirname(source.absolutePath), frontmatter.image) : null,
  })
}

/** One BlogAuthor node per entry of content/blog/authors.yml. */
export async function sourceBlogAuthors({
  actions,
  createNodeId,
  createContentDigest,
}: SourceNodesArgs): Promise<void> {
  const { authors, problems } = loadAuthors()
  setContentProblems(AUTHORS_FILE, problems)
  for (const author of authors) {
    await actions.createNode({
      ...author,
      id: createNodeId(`BlogAuthor ${author.key}`),
      internal: { type: 'BlogAuthor', contentDigest: createContentDigest(author) },
    })
  }
}

interface BlogQuery {
  readonly allBlogPost: {
    readonly nodes: ReadonlyArray<
      {
        readonly id: string
        readonly slug: string
        readonly path: string
        readonly title: string
        readonly date: string
        readonly authorKeys: ReadonlyArray<string>
        readonly tags: ReadonlyArray<string>
        readonly description: string
        readonly excerpt: ReadonlyArray<string>
        readonly truncated: boolean
        readonly readingMinutes: number
        readonly image: { readonly publicURL: string | null } | null
        readonly toc: { readonly tableOfContents?: MdxTableOfContents | null } | null
      } & MdxBacked
    >
  }
  readonly allBlogAuthor: {
    readonly nodes: ReadonlyArray<{
      readonly key: string
      readonly name: string
      readonly title: string | null
      readonly url: string | null
      readonly socials: BlogAuthorData['socials']
      readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
    }>
  }
}

const postLink = ({ title, path: postPath, date }: BlogPostLink): BlogPostLink => ({ title, path: postPath, date })

/** Every blog page: the paginated list, each post, the archive, authors and tags. */
export async function planBlogPages(args: CreatePagesArgs): Promise<PagePlan> {
  const result = await args.graphql<BlogQuery>(`
    query BlogForPages {
      allBlogPost(sort: [{ date: DESC }, { title: ASC }]) {
        nodes {
          id
          slug
          path
          title
          date
          authorKeys
          tags
          description
          excerpt
          truncated
          readingMinutes
          sourceFile
          image { publicURL }
          toc: parent { ... on Mdx { tableOfContents(maxDepth: 3) } }
          ${MDX_FILE_SELECTION}
        }
      }
      allBlogAuthor(sort: { name: ASC }) {
        nodes {
          key
          name
          title
          url
          socials { platform label url }
          image { childImageSharp { gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: NONE) } }
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the blog: ${String(result.errors)}`)
  const posts = result.data.allBlogPost.nodes
  const authors = new Map<string, BlogAuthorData>(
    result.data.allBlogAuthor.nodes.map((author) => [
      author.key,
      { ...author, path: blogAuthorRoute(author.key), avatar: author.image?.childImageSharp?.gatsbyImageData ?? null },
    ]),
  )

  const problems = [
    ...posts.flatMap((post) =>
      post.authorKeys
        .filter((key) => !authors.has(key))
        .map(
          (key) =>
            `${post.sourceFile}: unknown author "${key}" (authors in ${AUTHORS_FILE}: ${[...authors.keys()].join(', ') || 'none'})`,
        ),
    ),
    ...findSlugCollisions(
      posts.map((post) => ({ slug: post.slug, owner: post.sourceFile })),
      blogPostRoute,
    ),
  ]
  const titles = posts.map((post) => ({ title: post.title, source: post.sourceFile }))
  if (problems.length > 0) return { problems, pages: [], titles }

  const summaries: BlogPostSummary[] = posts.map((post) => ({
    id: post.id,
    title: post.title,
    path: post.path,
    date: post.date,
    description: post.description,
    excerpt: post.excerpt,
    truncated: post.truncated,
    readingMinutes: post.readingMinutes,
    authors: post.authorKeys.map((key) => authors.get(key)!),
    tags: post.tags.map((tag) => ({ label: tag, path: blogTagRoute(tag) })),
  }))
  const recentPosts = summaries.slice(0, BLOG_SIDEBAR_POSTS).map(postLink)
  const tags = collectBlogTags(summaries)
  const pageCount = Math.max(1, Math.ceil(summaries.length / BLOG_POSTS_PER_PAGE))
  // A page that shows only fixture posts exists only in test builds.
  const fixturePaths = new Set(posts.filter((post) => isTestContent(post.sourceFile)).map((post) => post.path))
  const onlyFixtures = (shown: ReadonlyArray<{ readonly path: string }>) =>
    testOnlyMark(shown.length > 0 && shown.every((post) => fixturePaths.has(post.path)))

  return {
    problems,
    titles,
    pages: [
      ...Array.from({ length: pageCount }, (_, index) => {
        const shown = summaries.slice(index * BLOG_POSTS_PER_PAGE, (index + 1) * BLOG_POSTS_PER_PAGE)
        return sitePage('blogList', blogListRoute(index + 1), {
          posts: shown,
          page: index + 1,
          pageCount,
          recentPosts,
          ...onlyFixtures(shown),
        })
      }),
      ...posts.map((post, index) =>
        mdxSitePage(
          'blogPost',
          post.path,
          {
            id: post.id,
            post: summaries[index],
            image: post.image?.publicURL ?? null,
            tableOfContents: post.toc?.tableOfContents ?? null,
            newer: index > 0 ? postLink(summaries[index - 1]) : null,
            older: index < posts.length - 1 ? postLink(summaries[index + 1]) : null,
            recentPosts,
            ...onlyFixtures([post]),
          },
          post,
        ),
      ),
      sitePage('blogArchive', BLOG_ARCHIVE_ROUTE, { years: groupByYear(summaries.map(postLink)), recentPosts }),
      sitePage('blogAuthors', BLOG_AUTHORS_ROUTE, {
        authors: [...authors.values()].map((author) => ({
          ...author,
          count: summaries.filter((post) => post.authors.includes(author)).length,
        })),
        recentPosts,
      }),
      ...[...authors.values()].map((author) => {
        const shown = summaries.filter((post) => post.authors.includes(author))
        return sitePage('blogAuthor', author.path, { author, posts: shown, recentPosts, ...onlyFixtures(shown) })
      }),
      sitePage('blogTags', BLOG_TAGS_ROUTE, { tags, recentPosts }),
      ...tags.map((tag) => {
        const shown = summaries.filter((post) => post.tags.some((postTag) => postTag.path === tag.path))
        return sitePage('blogTag', tag.path, { tag, posts: shown, recentPosts, ...onlyFixtures(shown) })
      }),
    ],
  }
}

/** Every tag used by a post, with its post count, by name. */
export function collectBlogTags(posts: ReadonlyArray<Pick<BlogPostSummary, 'tags'>>): BlogTagData[] {
  const counts = new Map<string, BlogTagData>()
  for (const tag of posts.flatMap((post) => post.tags)) {
    const known = counts.get(tag.path)
    counts.set(tag.path, { ...tag, count: (known?.count ?? 0) + 1 })
  }
  return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label))
}
