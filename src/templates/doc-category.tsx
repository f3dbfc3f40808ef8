import type { HeadProps, PageProps } from 'gatsby'
import { DocCardList } from '../components/cards/DocCardList'
import { DocsLayout } from '../components/docs/DocsLayout'
import { DocsSeo } from '../components/seo/DocsSeo'
import type { DocsPageContext, SidebarCategory } from '../types/docs'

type CategoryPageContext = DocsPageContext & { readonly category: SidebarCategory }

/** A sidebar category's generated index: its description and a card per doc. */
export default function DocCategoryTemplate({ pageContext, location }: PageProps<object, CategoryPageContext>) {
  const { category } = pageContext
  return (
    <DocsLayout location={location} context={pageContext}>
      <h1>{category.label}</h1>
      <p>{category.description}</p>
      <DocCardList cards={category.items} />
    </DocsLayout>
  )
}

export function Head({ pageContext }: HeadProps<object, CategoryPageContext>) {
  const { category, breadcrumbs } = pageContext
  return <DocsSeo title={category.label} description={category.description} path={category.path} breadcrumbs={breadcrumbs} />
}
