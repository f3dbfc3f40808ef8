import { Link } from 'gatsby'
import { siteConfig, type NavbarItem } from '../../config/site'
import { ColourModeMenu } from '../colour-mode/ColourModeMenu'
import { ExternalLinkIcon } from '../icons/ExternalLinkIcon'
import { Logo } from '../icons/Logo'
import { SiteLink } from '../link/SiteLink'
import { isNavbarItemActive } from './active-item'
import * as styles from './Navbar.module.css'

interface NavbarProps {
  readonly path: string
  readonly sidebarId?: string
}

function NavbarLink({ item, active }: { readonly item: NavbarItem; readonly active: boolean }) {
  const className = active ? `${styles.item} ${styles.active}` : styles.item
  if (item.type === 'external') {
    return (
      <SiteLink href={item.href} className={className}>
        {item.label}
        <ExternalLinkIcon />
      </SiteLink>
    )
  }
  return (
    <Link to={item.to} className={className} aria-current={active ? 'true' : undefined}>
      {item.label}
    </Link>
  )
}

function NavbarItems({ position, path, sidebarId }: NavbarProps & { readonly position: 'left' | 'right' }) {
  return (
    <ul className={styles.items}>
      {siteConfig.navbar.items
        .filter((item) => item.position === position)
        .map((item) => (
          <li key={item.label}>
            <NavbarLink item={item} active={isNavbarItemActive(item, path, sidebarId)} />
          </li>
        ))}
    </ul>
  )
}

/** The fixed top bar: brand, section links on the left, the repository on the right. */
export function Navbar({ path, sidebarId }: NavbarProps) {
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className={styles.title}>{siteConfig.navbar.title}</span>
        </Link>
        <NavbarItems position="left" path={path} sidebarId={sidebarId} />
        <div className={styles.spacer} />
        <NavbarItems position="right" path={path} sidebarId={sidebarId} />
        <ColourModeMenu />
      </nav>
    </header>
  )
}
