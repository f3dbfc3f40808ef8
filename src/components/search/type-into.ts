/**
 * Sets a search box's value as if the reader had typed it, so that DocSearch (which listens to
 * input events) searches for it, and puts the focus there.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.focus()
}
