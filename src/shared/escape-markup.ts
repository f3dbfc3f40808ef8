const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text for HTML or XML, as element text or a double-quoted attribute value: never markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (character) => entities[character])
}

const characters: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(entities).map(([character, entity]) => [entity, character]),
)

/** The text `escapeMarkup` was given: for showing escaped text as text. */
export function unescapeMarkup(escaped: string): string {
  return escaped.replace(/&(?:amp|lt|gt|quot);/g, (entity) => characters[entity])
}
