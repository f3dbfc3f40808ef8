/** Which key presses open or close the search dialog. */

export type ShortcutAction = 'open' | 'close' | null

interface KeyPress {
  readonly key: string
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly altKey: boolean
  /** The element that has focus: typing in a field never opens search with "/". */
  readonly target: { readonly tagName?: string; readonly isContentEditable?: boolean } | null
}

const isTyping = (target: KeyPress['target']) =>
  Boolean(target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '')))

export function shortcutAction(event: KeyPress, open: boolean): ShortcutAction {
  if (event.key === 'Escape') return open ? 'close' : null
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey)
    return open ? 'close' : 'open'
  if (event.key === '/' && !open && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))
    return 'open'
  return null
}

/**
 * The query typed so far, after `key` was pressed while the dialog was asked for but its code was
 * still loading: a reader who presses "/" and types at once loses no letter. Null when the key
 * types nothing (arrows, Tab, shortcuts), so it keeps its usual effect.
 */
export function typedAhead(
  query: string,
  event: Pick<KeyPress, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (event.key === 'Backspace') return query.slice(0, -1)
  return [...event.key].length === 1 ? query + event.key : null
}
