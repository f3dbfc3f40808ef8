import type { NavbarItem } from '../../config/site'

/** Whether a navbar item leads to the section the reader is in. */
export function isNavbarItemActive(item: NavbarItem, path: string, sidebarId?: string): boolean {
  switch (item.type) {
    case 'docSidebar':
      return item.sidebarId === sidebarId
    case 'link':
      return path === item.to || path.startsWith(`${item.to}/`)
    case 'external':
      return false
  }
}
