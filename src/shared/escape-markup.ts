const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text for HTML or XML, as element text or a double-quoted attribute value: never markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (character) => entities[character]!)
}
