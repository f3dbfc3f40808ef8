import { useCallback, useEffect, useRef, useState } from 'react'
import { siteConfig } from '../../config/site'
import { loadSearchDialog, type LoadedSearchDialog } from './load-search-dialog'
import * as styles from './NavbarSearch.module.css'
import { shortcutAction, typedAhead } from './search-shortcuts'

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/**
 * The navbar's search button, rendered on the server. The dialog behind it loads on first intent
 * and opens on click, Ctrl/Cmd+K or "/"; Escape closes it.
 */
export function NavbarSearch() {
  const [dialog, setDialog] = useState<LoadedSearchDialog | null>(null)
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState<string | undefined>()
  const [modifier, setModifier] = useState('Ctrl')
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Whether the dialog is asked for, and the query typed so far: read by key presses, which can
  // come faster than React renders.
  const openRef = useRef(false)
  const typedRef = useRef('')

  const prepare = useCallback(() => {
    loadSearchDialog().then(setDialog, (error: unknown) => console.error('Search could not be loaded:', error))
  }, [])
  const openSearch = useCallback(
    (query?: string) => {
      openRef.current = true
      typedRef.current = query ?? ''
      setTyped(query)
      setOpen(true)
      prepare()
    },
    [prepare],
  )
  const close = useCallback(() => {
    openRef.current = false
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (isApple()) setModifier('⌘')
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { key = '', ctrlKey, metaKey, altKey } = event
      const isOpen = openRef.current
      const action = shortcutAction(
        { key, ctrlKey, metaKey, altKey, target: event.target as HTMLElement | null },
        isOpen,
      )
      if (action) {
        event.preventDefault()
        if (action === 'open') openSearch()
        else close()
        return
      }
      // Asked for, but the search box does not have the focus yet (the dialog's code is loading, or
      // it has just mounted): what the reader types goes into the query.
      if (isOpen) {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')
        if (input?.closest('.DocSearch-Modal')?.contains(document.activeElement)) return
        const query = typedAhead(input ? input.value : typedRef.current, event)
        if (query === null) return
        if (input) {
          // The box is there without the focus: it takes the focus, and the key types into it
          // (setting the query from here would race the keys that follow into the box).
          input.setSelectionRange(input.value.length, input.value.length)
          input.focus()
          return
        }
        event.preventDefault()
        typedRef.current = query
        setTyped(query)
        return
      }
      // Typing a letter on the focused button starts a search with it.
      if (
        !isOpen &&
        document.activeElement === buttonRef.current &&
        /^[a-z0-9]$/i.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        event.preventDefault()
        openSearch(event.key)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [openSearch, close])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => openSearch()}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="2"
          />
        </svg>
        <span className={styles.label}>{siteConfig.search.texts.buttonText}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{modifier}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && dialog && <dialog.SearchDialog client={dialog.client} typedAhead={typed} onClose={close} />}
    </>
  )
}
