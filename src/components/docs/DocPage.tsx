import type { HeadProps, PageProps } from 'gatsby'
import { ApiEntryProvider } from '../api/api-entry-context'
import { withMemberToc } from '../api/api-toc'
import { DocFooter } from '../doc-footer/DocFooter'
import { MdxBody } from '../mdx/MdxBody'
import { DocsSeo } from '../seo/DocsSeo'
import { tocItems } from '../toc/toc-items'
import type { DocPageContext } from '../../types/page-context'
import { DocsLayout } from './DocsLayout'

/** One docs page: the MDX body (children) inside the docs layout. */
export function DocPage({ data, pageContext, location, children }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!
  const mdxToc = tocItems(doc.parent && 'tableOfContents' in doc.parent ? doc.parent.tableOfContents : null, {
    min: doc.tocMinHeadingLevel,
    max: doc.tocMaxHeadingLevel,
  })
  // Member headings are h3: they join the table of contents only when it shows h3.
  const toc = doc.tocMaxHeadingLevel >= 3 ? withMemberToc(mdxToc, pageContext.api) : mdxToc
  return (
    <DocsLayout
      location={location}
      context={pageContext}
      toc={toc}
      footer={<DocFooter sourceFile={doc.sourceFile} lastUpdated={doc.lastUpdated} tags={doc.tags} />}
    >
      <h1>{doc.title}</h1>
      <ApiEntryProvider entry={pageContext.api}>
        <MdxBody codeTypes={pageContext.codeTypes}>{children}</MdxBody>
      </ApiEntryProvider>
    </DocsLayout>
  )
}

export function DocHead({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!
  return (
    <DocsSeo
      title={doc.title}
      description={doc.description}
      keywords={doc.keywords}
      path={doc.path}
      breadcrumbs={pageContext.breadcrumbs}
    />
  )
}
