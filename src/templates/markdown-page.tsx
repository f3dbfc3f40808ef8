import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { NarrowContent } from '../components/layout/NarrowContent'
import { MdxBody } from '../components/mdx/MdxBody'
import { Seo } from '../components/seo/Seo'
import type { MarkdownPageContext } from '../types/page-context'
import { ReleaseNotesProvider } from '../components/what-changed/release-notes-context'

/** A standalone Markdown page (content/pages): the site layout, the title, the MDX body. */
export default function MarkdownPageTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.MarkdownPageQuery, MarkdownPageContext>) {
  return (
    <NarrowContent>
      <h1>{data.markdownPage!.title}</h1>
      <ReleaseNotesProvider notes={pageContext.releaseNotes ?? null}>
        <MdxBody codeTypes={pageContext.codeTypes}>{children}</MdxBody>
      </ReleaseNotesProvider>
    </NarrowContent>
  )
}

export function Head({ data }: HeadProps<Queries.MarkdownPageQuery, MarkdownPageContext>) {
  const page = data.markdownPage!
  return <Seo title={page.title} description={page.description} path={page.path} />
}

export const query = graphql`
  query MarkdownPage($id: String!) {
    markdownPage(id: { eq: $id }) {
      title
      description
      path
    }
  }
`
