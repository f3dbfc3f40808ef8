import type { GatsbyNode } from 'gatsby'

/**
 * Explicit node types: the site never depends on Gatsby's type inference, so an empty or odd
 * content folder cannot change the shape of a query.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    """
    Frontmatter is read and validated in src/node, never queried; not inferring it keeps the
    schema (and src/gatsby-types.d.ts) independent of what authors write.
    """
    type MdxFrontmatter @dontInfer {
      title: String
    }

    """A docs page: one MDX file under content/docs with validated frontmatter."""
    type Doc implements Node @dontInfer {
      """Path under /docs, e.g. learn/tutorial/setup."""
      slug: String!
      """Route without the path prefix, e.g. /docs/learn/tutorial/setup."""
      path: String!
      """Folder under content/docs; decides the sidebar category."""
      dir: String!
      title: String!
      description: String!
      """Words readers search for the page by: its frontmatter keywords and an API page's kind (its meta keywords; the local search's page evidence)."""
      keywords: [String!]!
      sidebarPosition: Float
      sidebarLabel: String
      """The MDX file, relative to the project root."""
      sourceFile: String!
      """Date of the file's last commit, when git knows the file."""
      lastUpdated: Date @dateformat
      tags: [String!]!
      """Heading levels the table of contents shows (2 to 3)."""
      tocMinHeadingLevel: Int!
      tocMaxHeadingLevel: Int!
      """API reference data (ApiEntry) of a page under api/; resolved into page context, never queried by pages."""
      api: JSON
    }

    """A standalone page from an MDX file under content/pages, with the site layout and no sidebar."""
    type MarkdownPage implements Node @dontInfer {
      path: String!
      title: String!
      description: String!
      keywords: [String!]!
      sourceFile: String!
    }

    """A blog post: one MDX file under content/blog/<year>/ with validated frontmatter."""
    type BlogPost implements Node @dontInfer {
      slug: String!
      """Route without the path prefix, e.g. /blog/reincarnation-of-an-old-package."""
      path: String!
      title: String!
      """YYYY-MM-DD"""
      date: Date! @dateformat
      """Keys into content/blog/authors.yml."""
      authorKeys: [String!]!
      authors: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
      tags: [String!]!
      description: String!
      """Plain-text paragraphs before the truncate marker."""
      excerpt: [String!]!
      truncated: Boolean!
      readingMinutes: Float!
      sourceFile: String!
      imagePath: String
      image: File @link(by: "absolutePath", from: "imagePath")
    }

    """A blog author from content/blog/authors.yml."""
    type BlogAuthor implements Node @dontInfer {
      key: String!
      name: String!
      title: String
      url: String
      imagePath: String
      image: File @link(by: "absolutePath", from: "imagePath")
      socials: [BlogAuthorSocial!]!
    }

    type BlogAuthorSocial {
      platform: String!
      label: String!
      url: String!
    }

    """The text of content/sidebars.yml, so that a query of the sidebars runs again when it changes."""
    type DocsSidebarsConfig implements Node @dontInfer {
      text: String!
    }

    """A docs sidebar as every page of it shows it (SidebarNav): labels, routes and deprecation marks."""
    type DocsSidebarNav {
      id: String!
      label: String!
      categories: [DocsSidebarNavCategory!]!
    }

    type DocsSidebarNavCategory {
      label: String!
      path: String!
      items: [DocsSidebarNavItem!]!
    }

    type DocsSidebarNavItem {
      label: String!
      path: String!
      deprecated: Boolean!
    }
  `)
}
