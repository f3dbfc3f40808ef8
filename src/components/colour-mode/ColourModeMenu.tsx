import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Appearance } from './appearance'
import * as styles from './ColourModeMenu.module.css'
import { setAppearance, useAppearance } from './useAppearance'

const options: ReadonlyArray<{ readonly value: Appearance; readonly label: string; readonly icon: string }> = [
  {
    value: 'AUTO',
    label: 'System',
    icon: 'M20 3H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h6v2H8v2h8v-2h-2v-2h6a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 13H4V5h16v11z',
  },
  {
    value: 'LIGHT',
    label: 'Light',
    icon: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0zM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06z',
  },
  {
    value: 'DARK',
    label: 'Dark',
    icon: 'M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z',
  },
]

/** The navbar's colour mode menu: System, Light or Dark (WAI-ARIA menu button with radio items). */
export function ColourModeMenu() {
  const appearance = useAppearance()
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([])
  const menuId = useId()
  const current = options.find((option) => option.value === appearance) ?? options[0]

  // The menu hangs from the sticky navbar, inside the page's scroll padding for it: a plain focus()
  // would scroll the page to bring the item below that padding.
  useEffect(() => {
    if (open) itemRefs.current[focused]?.focus({ preventScroll: true })
  }, [open, focused])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !buttonRef.current?.parentElement?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOutside)
    return () => document.removeEventListener('mousedown', closeOutside)
  }, [open])

  const openMenu = (index = options.indexOf(current)) => {
    setFocused(index)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus({ preventScroll: true })
  }
  const choose = (value: Appearance) => {
    setAppearance(value)
    close()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focused + 1,
      ArrowUp: focused - 1,
      Home: 0,
      End: options.length - 1,
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      close()
    } else if (moves[event.key] !== undefined) {
      event.preventDefault()
      setFocused((moves[event.key] + options.length) % options.length)
    }
  }

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Colour mode: ${current.label}`}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openMenu(event.key === 'ArrowDown' ? 0 : options.length - 1)
          }
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={current.icon} />
        </svg>
      </button>
      {open && (
        // Roving tabindex (WAI-ARIA menu pattern): focus lives on the items, the menu only hears keys.
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the focusable parts are the items
        <div id={menuId} role="menu" aria-label="Colour mode" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {options.map((option, index) => (
            <button
              key={option.value}
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === appearance}
              tabIndex={index === focused ? 0 : -1}
              className={styles.item}
              onClick={() => choose(option.value)}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={option.icon} />
              </svg>
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
