/**
 * Repairs to DocSearch 5's markup for assistive technology (axe flags each):
 * - its backdrop poses as a button that holds the whole dialog;
 * - the modal has no role, so screen readers are not told a modal dialog opened;
 * - its header and footer are page landmarks (a second banner and contentinfo beside the page's);
 * - the search box's aria-controls names result lists that are not in the page;
 * - a recent or favorite search is an option holding buttons, which an option may not hold: those
 *   lists become trees, whose items may.
 */
import { DOCSEARCH_ARIA } from '../overrides/browser-overrides'
import { DOCSEARCH_PARTS, expectDocSearchParts } from './docsearch-parts'

const { backdrop: BACKDROP, modal: MODAL, searchBar: SEARCH_BAR, footer: FOOTER, input: INPUT } = DOCSEARCH_PARTS
const STORED_SEARCH_BUTTON = '.DocSearch-Hit-action-button'

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
  const modal = root.querySelector(MODAL)
  ensureAttribute(modal, 'role', 'dialog')
  ensureAttribute(modal, 'aria-modal', 'true')
  ensureAttribute(modal, 'aria-label', dialogLabel)
  for (const part of root.querySelectorAll(`${SEARCH_BAR}, ${FOOTER}`)) ensureAttribute(part, 'role', 'none')
  for (const button of root.querySelectorAll(STORED_SEARCH_BUTTON)) {
    const item = button.closest('[role="option"], [role="treeitem"]')
    ensureAttribute(item, 'role', 'treeitem')
    ensureAttribute(item?.closest('[role="listbox"], [role="tree"]') ?? null, 'role', 'tree')
  }
  const input = root.querySelector(INPUT)
  const controls = input?.getAttribute('aria-controls')
  if (!input || controls === null || controls === undefined) return
  const kept = keepExistingIds(controls, (id) => document.getElementById(id) !== null)
  if (kept === controls) return
  if (kept) input.setAttribute('aria-controls', kept)
  else input.removeAttribute('aria-controls')
}

/** Keeps repairing as DocSearch re-renders; returns the stop function. */
export function watchDocSearchAria(root: HTMLElement, dialogLabel: string): () => void {
  expectDocSearchParts(DOCSEARCH_ARIA, root, [BACKDROP, MODAL, SEARCH_BAR, FOOTER, INPUT])
  repairDocSearchAria(root, dialogLabel)
  const observer = new MutationObserver(() => repairDocSearchAria(root, dialogLabel))
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-controls', 'aria-owns', 'role', 'tabindex'],
  })
  return () => observer.disconnect()
}
