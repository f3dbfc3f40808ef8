import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { NarrowContent } from '../components/layout/NarrowContent'
import { MdxBody } from '../components/mdx/MdxBody'
import { DocSearchMeta } from '../components/seo/DocSearchMeta'
import { Seo } from '../components/seo/Seo'
import { searchRegion, STANDALONE_PAGE_SECTION } from '../shared/search/markup'
import type { MarkdownPageContext } from '../types/page-context'
import { ReleaseNotesProvider } from '../components/what-changed/release-notes-context'

/**
 * A standalone Markdown page (content/pages): the site layout, the title, the MDX body. It is
 * searched like a docs page: /versions answers "what changed in 0.13.1".
 */
export default function MarkdownPageTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.MarkdownPageQuery, MarkdownPageContext>) {
  return (
    <NarrowContent>
      <article {...searchRegion(STANDALONE_PAGE_SECTION, 'docs')}>
        <h1>{data.markdownPage!.title}</h1>
        <ReleaseNotesProvider notes={pageContext.releaseNotes ?? null}>
          <MdxBody codeTypes={pageContext.codeTypes}>{children}</MdxBody>
        </ReleaseNotesProvider>
      </article>
    </NarrowContent>
  )
}

export function Head({ data }: HeadProps<Queries.MarkdownPageQuery, MarkdownPageContext>) {
  const page = data.markdownPage!
  return (
    <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.path}>
      <DocSearchMeta kind="docs" />
    </Seo>
  )
}

export const query = graphql`
  query MarkdownPage($id: String!) {
    markdownPage(id: { eq: $id }) {
      title
      description
      keywords
      path
    }
  }
`
