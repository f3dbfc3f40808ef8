/** Pressing Tab marks <html> as keyboard-navigated; a mouse press unmarks it. */
export const KEYBOARD_NAVIGATION_CLASS = 'keyboard-navigation'

export function trackKeyboardNavigation(root: HTMLElement = document.documentElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_NAVIGATION_CLASS)
  }
  const onMouseDown = () => root.classList.remove(KEYBOARD_NAVIGATION_CLASS)
  window.addEventListener('keydown', onKeyDown, true)
  window.addEventListener('mousedown', onMouseDown, true)
  return () => {
    window.removeEventListener('keydown', onKeyDown, true)
    window.removeEventListener('mousedown', onMouseDown, true)
  }
}
