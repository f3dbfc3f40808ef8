/** Shapes the build hands to docs templates through page context; shared by Node and browser code. */

export interface SidebarLink {
  /** Text shown in the sidebar and in prev/next links. */
  readonly label: string
  /** Route without the path prefix, e.g. /docs/learn/tutorial/setup. */
  readonly path: string
}

/** A doc as the sidebar lists it. */
export interface SidebarItem extends SidebarLink {
  /** An API page whose export is deprecated. */
  readonly deprecated: boolean
}

export interface SidebarDoc extends SidebarItem {
  readonly title: string
  readonly description: string
}

/** A category as the sidebar shows it: its index and its docs. */
export interface SidebarNavCategory extends SidebarLink {
  readonly items: ReadonlyArray<SidebarItem>
}

export interface SidebarCategory extends SidebarNavCategory {
  readonly description: string
  readonly items: ReadonlyArray<SidebarDoc>
}

/**
 * A sidebar as every page of it shows it: labels and routes only. The docs pages query it once
 * (src/components/sidebar/useDocsSidebar.ts), so the reader's browser fetches it once, not with
 * each page's data.
 */
export interface SidebarNav {
  readonly id: string
  /** The sidebar's name as shown on the docs root, e.g. "Learn". */
  readonly label: string
  readonly categories: ReadonlyArray<SidebarNavCategory>
}

export interface Sidebar extends SidebarNav {
  readonly categories: ReadonlyArray<SidebarCategory>
}

export interface DocNeighbours {
  readonly previous: SidebarLink | null
  readonly next: SidebarLink | null
}

/** Page context of every docs page and category index. */
export interface DocsPageContext extends DocNeighbours {
  /** The id of the sidebar that lists the page; null for a doc that no sidebar category lists. */
  readonly sidebarId: string | null
  /** Links from the sidebar's category down to the current page, which comes last. */
  readonly breadcrumbs: ReadonlyArray<SidebarLink>
}

/** A linked card: title and one-line description. */
export interface DocCard {
  readonly path: string
  readonly title: string
  readonly description: string
}

/** A doc tag's page: its docs as cards. */
export interface DocTagPage {
  readonly label: string
  readonly path: string
  readonly docs: ReadonlyArray<DocCard>
}
