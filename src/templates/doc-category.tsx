import type { HeadProps, PageProps } from 'gatsby'
import { DocCardList } from '../components/cards/DocCardList'
import { DocsLayout } from '../components/docs/DocsLayout'
import { DocsSeo } from '../components/seo/DocsSeo'
import type { DocCategoryPageContext } from '../types/page-context'

/** A sidebar category's generated index: its description and a card per doc. */
export default function DocCategoryTemplate({ pageContext, location }: PageProps<object, DocCategoryPageContext>) {
  const { category } = pageContext
  return (
    <DocsLayout location={location} context={pageContext}>
      <h1>{category.label}</h1>
      <p>{category.description}</p>
      <DocCardList cards={category.items} />
    </DocsLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, DocCategoryPageContext>) {
  const { category, breadcrumbs } = pageContext
  return (
    <DocsSeo title={category.label} description={category.description} path={category.path} breadcrumbs={breadcrumbs} />
  )
}
