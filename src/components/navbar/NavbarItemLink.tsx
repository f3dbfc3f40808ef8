import { Link } from 'gatsby'
import { Component, type ReactNode } from 'react'
import type { NavbarItem } from '../../config/site'
import { ExternalLinkIcon } from '../icons/ExternalLinkIcon'
import { SiteLink } from '../link/SiteLink'

interface NavbarItemLinkProps {
  readonly item: NavbarItem
  readonly className: string
  readonly active?: boolean
}

function ItemLink({ item, className, active = false }: NavbarItemLinkProps) {
  if (item.type === 'external') {
    return (
      <SiteLink href={item.href} className={className}>
        {item.label}
        <ExternalLinkIcon />
      </SiteLink>
    )
  }
  if (!item.to.startsWith('/')) {
    throw new Error(`Its "to" must be a path of this site starting with "/", not "${item.to}".`)
  }
  return (
    <Link to={item.to} className={className} aria-current={active ? 'true' : undefined}>
      {item.label}
    </Link>
  )
}

/** Rethrows an item's rendering error with the item named, so the crash screen says which one. */
class NavbarItemBoundary extends Component<
  { readonly item: NavbarItem; readonly children: ReactNode },
  { readonly error: unknown }
> {
  state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render(): ReactNode {
    if (this.state.error !== undefined) {
      throw new Error(
        `The navbar item ${JSON.stringify(this.props.item)} failed to render. Check it in the navbar items of src/config/site.ts.`,
        {
          cause: this.state.error,
        },
      )
    }
    return this.props.children
  }
}

/** One navbar item as a link, in the navbar or the mobile menu. */
export function NavbarItemLink(props: NavbarItemLinkProps) {
  return (
    <NavbarItemBoundary item={props.item}>
      <ItemLink {...props} />
    </NavbarItemBoundary>
  )
}
