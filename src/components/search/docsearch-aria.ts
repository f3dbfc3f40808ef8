/**
 * Repairs to DocSearch 3.9's markup for assistive technology (axe flags each):
 * - its backdrop poses as a button named "Search" that holds the whole dialog;
 * - the dialog itself has no role, so screen readers are not told a modal dialog opened, and its
 *   results sit outside every landmark;
 * - its header and footer are page landmarks (a second banner and contentinfo beside the page's);
 * - the search box's aria-controls names result lists that are not in the page.
 */
import { DOCSEARCH_ARIA } from '../overrides/browser-overrides'
import { expectDocSearchParts } from './docsearch-parts'

const BACKDROP = '.DocSearch-Container'
const DIALOG = '.DocSearch-Modal'
const LANDMARKS = ['.DocSearch-SearchBar', '.DocSearch-Footer']
const SEARCH_BOX = '#docsearch-input'

const backdropAttributes = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-labelledby',
  'aria-controls',
  'aria-owns',
]

/** The ids of an ID-reference list that name an element; '' when none does. */
export function keepExistingIds(idList: string, exists: (id: string) => boolean): string {
  return idList
    .split(/\s+/)
    .filter((id) => id !== '' && exists(id))
    .join(' ')
}

/** Sets an attribute only when it differs, so the observer below is not woken by its own writes. */
function ensureAttribute(element: Element | null, name: string, value: string): void {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value)
}

export function repairDocSearchAria(root: ParentNode, dialogLabel: string): void {
  const backdrop = root.querySelector(BACKDROP)
  for (const name of backdropAttributes) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name)
  const dialog = root.querySelector(DIALOG)
  ensureAttribute(dialog, 'role', 'dialog')
  ensureAttribute(dialog, 'aria-modal', 'true')
  ensureAttribute(dialog, 'aria-label', dialogLabel)
  for (const part of root.querySelectorAll(LANDMARKS.join(', '))) ensureAttribute(part, 'role', 'none')
  const input = root.querySelector(SEARCH_BOX)
  const controls = input?.getAttribute('aria-controls')
  if (!input || controls === null || controls === undefined) return
  const kept = keepExistingIds(controls, (id) => document.getElementById(id) !== null)
  if (kept === controls) return
  if (kept) input.setAttribute('aria-controls', kept)
  else input.removeAttribute('aria-controls')
}

/** Reports each part the repairs look for that the open dialog `root` lacks. */
export function expectRepairedParts(root: Pick<ParentNode, 'querySelector'>): void {
  expectDocSearchParts(DOCSEARCH_ARIA, root, [BACKDROP, DIALOG, ...LANDMARKS, SEARCH_BOX])
}

/** Keeps repairing as DocSearch re-renders; returns the stop function. */
export function watchDocSearchAria(root: HTMLElement, dialogLabel: string): () => void {
  expectRepairedParts(root)
  repairDocSearchAria(root, dialogLabel)
  const observer = new MutationObserver(() => repairDocSearchAria(root, dialogLabel))
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-controls', 'aria-owns', 'role'],
  })
  return () => observer.disconnect()
}
