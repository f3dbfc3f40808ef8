import { reportUpstream } from '../../shared/upstream-check'
import { TYPE_INTO } from '../overrides/browser-overrides'

/** The last value React reported as a change of each search box (the dialog hears its onChange). */
const changesReactSaw = new WeakMap<HTMLInputElement, string>()

/** Called from a React onChange handler: React took the box's current value as a change. */
export function noteChangeReactSaw(input: HTMLInputElement): void {
  changesReactSaw.set(input, input.value)
}

/**
 * Sets DocSearch's search box to a value as if the reader had typed it, so that DocSearch (which
 * searches on its input's change events, and offers no prop to search) searches for it. React
 * reports the change only because the value is set past its tracking of the box, so the page says
 * so when React stops reporting it.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  const before = input.value
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  reportUpstream(
    TYPE_INTO,
    value === before || changesReactSaw.get(input) === value,
    "React to report a search box's value set through HTMLInputElement's value setter, then an input event, " +
      'as a change (onChange)',
  )
}

/**
 * Has the search box's query searched again. React reports an input event only when the value
 * differs from the last one it saw, so the box first holds nothing (set the ordinary way, which
 * React sees), then the query, set as typed.
 */
export function typeAgain(input: HTMLInputElement): void {
  const { value } = input
  input.value = ''
  typeInto(input, value)
}
