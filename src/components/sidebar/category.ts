import type { SidebarCategory } from '../../types/docs'

/** Whether the page at `path` is the category's index or one of its docs. */
export function categoryContains(category: SidebarCategory, path: string): boolean {
  return category.path === path || category.items.some((item) => item.path === path)
}
