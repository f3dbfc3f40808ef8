/**
 * The type popups of code blocks (loaded on first interaction, see type-popup-triggers.ts). A name
 * the compiler knows (marked by src/components/code-block/typed-names.ts with its index among the
 * block's names, whose quick info the block hands over) shows it in one popup: on pointer hover, on
 * keyboard focus, on tap. Keyboard: the block is one Tab stop; inside it, ArrowRight and ArrowLeft
 * move between the names (Home and End to the first and last), each showing its popup; Escape
 * closes the popup and leaves focus where it is. The popup can be hovered, stays until the pointer
 * leaves name and popup or it is dismissed (WCAG 2.2 1.4.13), never covers its name, and describes
 * the focused name (aria-describedby).
 */
import { TYPED_NAME_ATTRIBUTE, type TypedName } from '../../shared/code-block/code-types'
import { popupPosition } from './popup-position'
import * as styles from './TypePopup.module.css'

const NAME_SELECTOR = `[${TYPED_NAME_ATTRIBUTE}]`
const POPUP_ID = 'type-popup'
/** How long the popup stays after the pointer leaves name and popup, so it can cross the gap. */
const HIDE_DELAY_MS = 300

let popup: HTMLElement | null = null
let shownFor: HTMLElement | null = null
let hideTimer: ReturnType<typeof setTimeout> | undefined
/** Each attached block's names, in the order their indices count. */
const namesOf = new WeakMap<HTMLElement, ReadonlyArray<TypedName>>()

function popupElement(): HTMLElement {
  if (popup) return popup
  popup = document.createElement('div')
  popup.id = POPUP_ID
  popup.className = styles.popup
  popup.setAttribute('role', 'tooltip')
  popup.hidden = true
  popup.addEventListener('pointerenter', () => clearTimeout(hideTimer))
  popup.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') hideSoon()
  })
  document.body.append(popup)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shownFor) hide()
  })
  // A tap or click anywhere but the name and its popup dismisses it.
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node
    if (shownFor && !popup!.contains(target) && !shownFor.contains(target)) hide()
  })
  return popup
}

function show(block: HTMLElement, name: HTMLElement): void {
  clearTimeout(hideTimer)
  const typed = namesOf.get(block)?.[Number(name.getAttribute(TYPED_NAME_ATTRIBUTE))]
  if (!typed) return
  const element = popupElement()
  if (shownFor === name && !element.hidden) return
  if (shownFor) shownFor.removeAttribute('aria-describedby')
  const type = document.createElement('code')
  type.className = styles.type
  type.textContent = typed.type
  element.replaceChildren(type)
  if (typed.doc !== null) {
    const doc = document.createElement('p')
    doc.className = styles.doc
    doc.textContent = typed.doc
    element.append(doc)
  }
  element.hidden = false
  name.setAttribute('aria-describedby', POPUP_ID)
  shownFor = name
  place(name, element)
}

function place(name: HTMLElement, element: HTMLElement): void {
  const box = name.getBoundingClientRect()
  const { top, left } = popupPosition(box, element.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  })
  element.style.top = `${top + window.scrollY}px`
  element.style.left = `${left + window.scrollX}px`
}

function hide(): void {
  clearTimeout(hideTimer)
  if (popup) popup.hidden = true
  shownFor?.removeAttribute('aria-describedby')
  shownFor = null
}

function hideSoon(): void {
  clearTimeout(hideTimer)
  hideTimer = setTimeout(hide, HIDE_DELAY_MS)
}

const nameOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(NAME_SELECTOR) : null

/** The name `key` moves focus to from `current` (null: from the block itself), or null for a key that does not move. */
function nextName(names: HTMLElement[], current: HTMLElement | null, key: string): HTMLElement | null {
  const at = current ? names.indexOf(current) : -1
  if (key === 'Home') return names[0] ?? null
  if (key === 'End') return names.at(-1) ?? null
  if (key === 'ArrowRight') return names[Math.min(at + 1, names.length - 1)] ?? null
  if (key === 'ArrowLeft') return at === -1 ? null : (names[Math.max(at - 1, 0)] ?? null)
  return null
}

function onKeyDown(block: HTMLElement, event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const names = Array.from(block.querySelectorAll<HTMLElement>(NAME_SELECTOR))
  const next = nextName(names, nameOf(event.target), event.key)
  if (!next) return
  event.preventDefault()
  next.tabIndex = -1
  next.focus()
}

/**
 * Makes `block`'s names show their popups (`names` their quick info, by index); `first` is the
 * event that loaded this module, handled as if heard here.
 */
export function attachTypePopups(block: HTMLElement, names: ReadonlyArray<TypedName>, first: Event): void {
  const known = namesOf.has(block)
  // Names follow the block's latest render.
  namesOf.set(block, names)
  if (!known) {
    block.addEventListener('pointerover', (event) => {
      const name = nameOf(event.target)
      if (name) show(block, name)
    })
    block.addEventListener('pointerout', (event) => {
      const name = nameOf(event.target)
      if (
        name &&
        name === shownFor &&
        event.pointerType === 'mouse' &&
        !name.contains(event.relatedTarget as Node | null)
      )
        hideSoon()
    })
    block.addEventListener('focusin', (event) => {
      const name = nameOf(event.target)
      if (name) show(block, name)
    })
    block.addEventListener('focusout', (event) => {
      if (nameOf(event.target) === shownFor && !popup?.contains(event.relatedTarget as Node | null)) hide()
    })
    block.addEventListener('keydown', (event) => onKeyDown(block, event))
  }
  const name = nameOf(first.target)
  if (name) show(block, name)
}
