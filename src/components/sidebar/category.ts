import type { SidebarNavCategory } from '../../types/docs'

/** Whether the page at `path` is the category's index or one of its docs. */
export function categoryContains(category: SidebarNavCategory, path: string): boolean {
  return category.path === path || category.items.some((item) => item.path === path)
}
