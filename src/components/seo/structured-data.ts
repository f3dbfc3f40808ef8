/** schema.org data for the page heads, as JSON-LD. Pure, shared by the heads and the tests. */
import { DOCS_ROUTE } from '../../shared/routes'
import { pageUrl } from '../../shared/page-url'
import type { SidebarLink } from '../../types/docs'

/** JSON for a <script> element: `<` escaped so the text can never close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The name of the docs root in breadcrumbs. */
export const DOCS_BREADCRUMB = 'Docs'

/**
 * A docs page's BreadcrumbList: Docs, then the page's sidebar category, then the page itself
 * (a category index ends at its category), each with its absolute URL.
 */
export function breadcrumbList(trail: ReadonlyArray<SidebarLink>) {
  const items = [{ label: DOCS_BREADCRUMB, path: DOCS_ROUTE }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: pageUrl(item.path),
    })),
  }
}
