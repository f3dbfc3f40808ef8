/**
 * Repairs to DocSearch 3.9's markup for assistive technology (axe flags both):
 * - its backdrop poses as a button named "Search" that holds the whole dialog;
 * - the search box's aria-controls names result lists that are not in the page.
 */

const backdropAttributes = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls', 'aria-owns']

/** The ids of an ID-reference list that name an element; '' when none does. */
export function keepExistingIds(idList: string, exists: (id: string) => boolean): string {
  return idList
    .split(/\s+/)
    .filter((id) => id !== '' && exists(id))
    .join(' ')
}

export function repairDocSearchAria(root: ParentNode): void {
  const backdrop = root.querySelector('.DocSearch-Container')
  for (const name of backdropAttributes) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name)
  const input = root.querySelector('#docsearch-input')
  const controls = input?.getAttribute('aria-controls')
  if (!input || controls === null || controls === undefined) return
  const kept = keepExistingIds(controls, (id) => document.getElementById(id) !== null)
  if (kept === controls) return
  if (kept) input.setAttribute('aria-controls', kept)
  else input.removeAttribute('aria-controls')
}

/** Keeps repairing as DocSearch re-renders; returns the stop function. */
export function watchDocSearchAria(root: HTMLElement): () => void {
  repairDocSearchAria(root)
  const observer = new MutationObserver(() => repairDocSearchAria(root))
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'aria-owns', 'role'] })
  return () => observer.disconnect()
}
