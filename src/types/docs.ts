/** Shapes the build hands to docs templates through page context; shared by Node and browser code. */

export interface SidebarLink {
  /** Text shown in the sidebar and in prev/next links. */
  readonly label: string
  /** Route without the path prefix, e.g. /docs/learn/tutorial/setup. */
  readonly path: string
}

export interface SidebarDoc extends SidebarLink {
  readonly title: string
  readonly description: string
  /** An API page whose export is deprecated. */
  readonly deprecated: boolean
}

export interface SidebarCategory extends SidebarLink {
  readonly description: string
  readonly items: ReadonlyArray<SidebarDoc>
}

export interface Sidebar {
  readonly id: string
  /** The sidebar's name as shown on the docs root, e.g. "Learn". */
  readonly label: string
  readonly categories: ReadonlyArray<SidebarCategory>
}

export interface DocNeighbours {
  readonly previous: SidebarLink | null
  readonly next: SidebarLink | null
}

/** Page context of every docs page and category index. */
export interface DocsPageContext extends DocNeighbours {
  /** The sidebar that lists the page; null for a doc that no sidebar category lists. */
  readonly sidebar: Sidebar | null
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
