import { graphql, useStaticQuery } from 'gatsby'
import type { SidebarNav } from '../../types/docs'

/**
 * A docs sidebar by its id, from one query of every sidebar (src/node/sidebar-nav-data.ts). Its
 * result is fetched with the first docs page and kept for the next ones, so a page's own data
 * does not grow with its sidebar.
 */
export function useDocsSidebar(id: string | null): SidebarNav | null {
  const { docsSidebarNavs } = useStaticQuery<Queries.DocsSidebarNavsQuery>(graphql`
    query DocsSidebarNavs {
      docsSidebarNavs {
        id
        label
        categories {
          label
          path
          items {
            label
            path
            deprecated
          }
        }
      }
    }
  `)
  return docsSidebarNavs.find((sidebar) => sidebar.id === id) ?? null
}
