import type { HeadProps, PageProps } from 'gatsby'
import { ApiEntryProvider } from '../api/api-entry-context'
import { withMemberToc } from '../api/api-toc'
import { DocFooter } from '../doc-footer/DocFooter'
import { MdxBody } from '../mdx/MdxBody'
import { DocsSeo } from '../seo/DocsSeo'
import { tocItems } from '../toc/toc-items'
import type { DocPageContext } from '../../types/page-context'
import { DocsLayout } from './DocsLayout'

/**
 * The page's keywords, and an API page's kind (type, class, function…): readers name an export by
 * its kind ("the type that hides set"), and the search counts the keywords as what the page is.
 */
const pageKeywords = (keywords: ReadonlyArray<string>, api: DocPageContext['api']): ReadonlyArray<string> =>
  api === null || keywords.includes(api.kind) ? keywords : [...keywords, api.kind]

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
      keywords={pageKeywords(doc.keywords, pageContext.api)}
      path={doc.path}
      breadcrumbs={pageContext.breadcrumbs}
    />
  )
}
