/**
 * Docs sidebars: authors describe categories in content/sidebars.yml; each category lists the
 * docs of one folder, ordered by `sidebar_position`, then title. Pure functions, no Gatsby.
 */
import type { DocsPageContext, Sidebar, SidebarCategory, SidebarDoc, SidebarLink, SidebarNav } from '../types/docs'
import type { ApiEntry } from '../types/api'
import { docRoute } from './slugs'

export interface CategoryConfig {
  readonly label: string
  /** Folder under content/docs whose docs the category lists; also the index page's slug. */
  readonly dir: string
  readonly description: string
}

export interface SidebarConfig {
  readonly label: string
  readonly categories: ReadonlyArray<CategoryConfig>
}

export type SidebarsConfig = Readonly<Record<string, SidebarConfig>>

/** What the sidebar needs to know about one doc. */
export interface SidebarDocInput {
  readonly dir: string
  readonly path: string
  readonly title: string
  readonly description: string
  readonly sidebarPosition: number | null
  readonly sidebarLabel: string | null
  /** API pages carry a deprecation note, which the sidebar shows as a badge. */
  readonly api: Pick<ApiEntry, 'deprecated'> | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Validates parsed sidebars data; throws an error naming the file and the bad entry. */
export function parseSidebarsConfig(data: unknown, file: string): SidebarsConfig {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`)
  }
  if (!isRecord(data)) fail('expected a mapping of sidebar ids to sidebars')
  const sidebars: Record<string, SidebarConfig> = {}
  for (const [id, sidebar] of Object.entries(data as Record<string, unknown>)) {
    if (!isRecord(sidebar) || !nonEmptyString(sidebar.label) || !Array.isArray(sidebar.categories)) {
      fail(`sidebar "${id}" needs a "label" and a list of "categories"`)
    }
    const { label, categories } = sidebar as { label: string; categories: unknown[] }
    sidebars[id] = {
      label,
      categories: categories.map((category, index) => {
        if (
          !isRecord(category) ||
          !nonEmptyString(category.label) ||
          !nonEmptyString(category.dir) ||
          !nonEmptyString(category.description)
        ) {
          return fail(`category ${index + 1} of sidebar "${id}" needs "label", "dir" and "description" strings`)
        }
        return { label: category.label, dir: category.dir, description: category.description }
      }),
    }
  }
  return sidebars
}

/** Sidebar order: docs with a position first, by position; then the rest; ties by title. */
export function compareSidebarDocs(a: SidebarDocInput, b: SidebarDocInput): number {
  const positionA = a.sidebarPosition ?? Number.POSITIVE_INFINITY
  const positionB = b.sidebarPosition ?? Number.POSITIVE_INFINITY
  if (positionA !== positionB) return positionA < positionB ? -1 : 1
  return a.title.localeCompare(b.title, 'en')
}

/** Builds every sidebar from its config and the docs that exist. */
export function buildSidebars(config: SidebarsConfig, docs: ReadonlyArray<SidebarDocInput>): Sidebar[] {
  return Object.entries(config).map(([id, sidebar]) => ({
    id,
    label: sidebar.label,
    categories: sidebar.categories.map((category): SidebarCategory => ({
      label: category.label,
      path: docRoute(category.dir),
      description: category.description,
      items: docs
        .filter((doc) => doc.dir === category.dir)
        .sort(compareSidebarDocs)
        .map((doc): SidebarDoc => ({
          label: doc.sidebarLabel ?? doc.title,
          path: doc.path,
          title: doc.title,
          description: doc.description,
          deprecated: doc.api?.deprecated !== undefined,
        })),
    })),
  }))
}

/** Every page of a sidebar in reading order: each category's index, then its docs. */
export function sidebarReadingOrder(sidebar: Sidebar): SidebarLink[] {
  return sidebar.categories.flatMap((category) => [
    { label: category.label, path: category.path },
    ...category.items.map(({ label, path }) => ({ label, path })),
  ])
}

/** Looks a sidebar up by id, with an error that names the id and the known ones. */
export function sidebarById(sidebars: ReadonlyArray<Sidebar>, id: string, usedBy: string): Sidebar {
  const sidebar = sidebars.find((candidate) => candidate.id === id)
  if (!sidebar) {
    throw new Error(
      `${usedBy} names the unknown sidebar id "${id}" (known: ${sidebars.map((known) => known.id).join(', ')})`,
    )
  }
  return sidebar
}

/** The sidebar as a page shows it: labels, routes and deprecation marks. */
export function sidebarNav(sidebar: Sidebar): SidebarNav {
  return {
    id: sidebar.id,
    label: sidebar.label,
    categories: sidebar.categories.map(({ label, path, items }) => ({
      label,
      path,
      items: items.map((item) => ({ label: item.label, path: item.path, deprecated: item.deprecated })),
    })),
  }
}

/**
 * What each docs page needs from the sidebars: its sidebar's id, breadcrumbs (its category, then the
 * page by its title, as its heading says; a sidebar label may be shorter) and its neighbours in
 * the reading order. Computed for every page in one pass over the sidebars, since a site of a
 * thousand pages asks a thousand times. A page listed by two sidebars belongs to the first.
 */
export function docsPageContexts(sidebars: ReadonlyArray<Sidebar>): (path: string) => DocsPageContext {
  const contexts = new Map<string, DocsPageContext>()
  for (const sidebar of sidebars) {
    const breadcrumbs = new Map<string, SidebarLink[]>()
    for (const category of sidebar.categories) {
      const categoryLink = { label: category.label, path: category.path }
      breadcrumbs.set(category.path, [categoryLink])
      for (const item of category.items)
        breadcrumbs.set(item.path, [categoryLink, { label: item.title, path: item.path }])
    }
    const order = sidebarReadingOrder(sidebar)
    order.forEach((link, index) => {
      if (contexts.has(link.path)) return
      contexts.set(link.path, {
        sidebarId: sidebar.id,
        breadcrumbs: breadcrumbs.get(link.path) ?? [],
        previous: order[index - 1] ?? null,
        next: order[index + 1] ?? null,
      })
    })
  }
  return (path) => contexts.get(path) ?? { sidebarId: null, breadcrumbs: [], previous: null, next: null }
}
