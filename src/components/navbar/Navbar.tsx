import { Link } from 'gatsby'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { CRAWLER_ACTIVE_NAVBAR_ITEM_CLASSES } from '../../shared/search/markup'
import { ColourModeMenu } from '../colour-mode/ColourModeMenu'
import { Logo } from '../icons/Logo'
import { NavbarSearch } from '../search/NavbarSearch'
import { isNavbarItemActive } from './active-item'
import { MobileMenu } from './MobileMenu'
import { NavbarItemLink } from './NavbarItemLink'
import { useHideOnScroll } from './useHideOnScroll'
import { useViewportMode } from './useViewportMode'
import * as styles from './Navbar.module.css'

interface NavbarProps {
  readonly path: string
  readonly sidebarId?: string
}

interface NavbarWithMenuProps extends NavbarProps {
  /** The page's own navigation (docs or blog sidebar), offered in the mobile menu. */
  readonly menuPanel?: ReactNode
}

function NavbarItems({ position, path, sidebarId }: NavbarProps & { readonly position: 'left' | 'right' }) {
  return (
    <ul className={styles.items}>
      {siteConfig.navbar.items
        .filter((item) => item.position === position)
        .map((item) => {
          const active = isNavbarItemActive(item, path, sidebarId)
          // Docusaurus's plain class names beside our own: the DocSearch crawler reads the page's section from them.
          return (
            <li key={item.label}>
              <NavbarItemLink
                item={item}
                className={
                  active ? `${styles.item} ${styles.active} ${CRAWLER_ACTIVE_NAVBAR_ITEM_CLASSES}` : styles.item
                }
                active={active}
              />
            </li>
          )
        })}
    </ul>
  )
}

/** The fixed top bar: brand, section links on the left, the repository on the right. */
export function Navbar({ path, sidebarId, menuPanel }: NavbarWithMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const viewport = useViewportMode()
  const hidden = useHideOnScroll() && !menuOpen
  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    toggleRef.current?.focus()
  }, [])
  // The menu closes when the reader navigates (links, back button) or the layout leaves mobile.
  useEffect(() => setMenuOpen(false), [path])
  useEffect(() => {
    if (viewport === 'desktop') setMenuOpen(false)
  }, [viewport])

  return (
    <header className={hidden ? `${styles.navbar} ${styles.hidden}` : styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={toggleRef}
          type="button"
          className={`icon-button ${styles.toggle}`}
          aria-label="Open navigation menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
          </svg>
        </button>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className={styles.title}>{siteConfig.navbar.title}</span>
        </Link>
        <NavbarItems position="left" path={path} sidebarId={sidebarId} />
        <div className={styles.spacer} />
        <NavbarItems position="right" path={path} sidebarId={sidebarId} />
        <NavbarSearch />
        <div className={styles.colourMode}>
          <ColourModeMenu />
        </div>
      </nav>
      {menuOpen && <MobileMenu secondary={menuPanel} onClose={closeMenu} />}
    </header>
  )
}
