import { Link } from 'gatsby'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { ColourModeMenu } from '../colour-mode/ColourModeMenu'
import { NavbarItemLink } from './NavbarItemLink'
import * as styles from './MobileMenu.module.css'

interface MobileMenuProps {
  /** The page's own navigation (docs or blog sidebar), shown as the secondary panel. */
  readonly secondary?: ReactNode
  readonly onClose: () => void
}

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The narrow-screen menu: the navbar items (primary panel) and, on docs and blog pages, their
 * sidebar (secondary panel, shown first) with a way back to the main menu. Focus stays inside while open.
 */
export function MobileMenu({ secondary, onClose }: MobileMenuProps) {
  const [panel, setPanel] = useState<'primary' | 'secondary'>(secondary ? 'secondary' : 'primary')
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    // A widget inside the menu that handles Escape itself (e.g. the colour mode menu) comes first.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (element) => element.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    // A click on the backdrop, outside the drawer, closes the menu; keyboards close it with Escape
    // or the close button, so the backdrop needs no key handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- pointer-only shortcut, see above
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* The modal dialog pattern (WAI-ARIA): Escape closes it and Tab stays inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys of a modal dialog */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        className={styles.drawer}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <Link to="/" className={styles.brand}>
            {siteConfig.navbar.title}
          </Link>
          <ColourModeMenu />
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label="Close navigation menu"
            onClick={onClose}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
              />
            </svg>
          </button>
        </div>
        {panel === 'secondary' && secondary ? (
          <div className={styles.panel}>
            <button type="button" className={styles.back} onClick={() => setPanel('primary')}>
              ← Back to main menu
            </button>
            {secondary}
          </div>
        ) : (
          <nav className={styles.panel} aria-label="Main menu">
            <ul className={styles.items}>
              {siteConfig.navbar.items.map((item) => (
                <li key={item.label}>
                  <NavbarItemLink item={item} className={styles.item} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  )
}
