/**
 * Sets a search box's value as if the reader had typed it, so that DocSearch (which listens to
 * input events) searches for it, and puts the focus there.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.focus()
}

/**
 * Has the search box's value searched again, as if the reader had typed it again. React reports an
 * input event only when the value differs from the last one it saw, so the box first holds nothing
 * (set the ordinary way, which React sees), then the value, set as typed.
 */
export function typeAgain(input: HTMLInputElement): void {
  const { value } = input
  input.value = ''
  typeInto(input, value)
}
