import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ApiEntryProvider } from '../components/api/api-entry-context'
import { withMemberToc } from '../components/api/api-toc'
import { DocFooter } from '../components/doc-footer/DocFooter'
import { DocsLayout } from '../components/docs/DocsLayout'
import { MdxBody } from '../components/mdx/MdxBody'
import { DocsSeo } from '../components/seo/DocsSeo'
import { tocItems } from '../components/toc/toc-items'
import type { DocPageContext } from '../types/page-context'

/** One docs page: the MDX body (children) inside the docs layout. */
export default function DocTemplate({ data, pageContext, location, children }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!
  const mdxToc = tocItems(doc.parent && 'tableOfContents' in doc.parent ? doc.parent.tableOfContents : null, {
    min: doc.tocMinHeadingLevel,
    max: doc.tocMaxHeadingLevel,
  })
  // Member headings are h3: they join the table of contents only when it shows h3.
  const toc = doc.tocMaxHeadingLevel >= 3 ? withMemberToc(mdxToc, pageContext.api) : mdxToc
  return (
    <DocsLayout location={location} context={pageContext} toc={toc} footer={<DocFooter sourceFile={doc.sourceFile} lastUpdated={doc.lastUpdated} tags={doc.tags} />}>
      <h1>{doc.title}</h1>
      <ApiEntryProvider entry={pageContext.api}>
        <MdxBody codeTypes={pageContext.codeTypes}>{children}</MdxBody>
      </ApiEntryProvider>
    </DocsLayout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!
  return <DocsSeo title={doc.title} description={doc.description} path={doc.path} breadcrumbs={pageContext.breadcrumbs} />
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      path
      sourceFile
      lastUpdated
      tags
      tocMinHeadingLevel
      tocMaxHeadingLevel
      parent {
        ... on Mdx {
          tableOfContents(maxDepth: 3)
        }
      }
    }
  }
`
