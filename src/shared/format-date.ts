const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * The en-US long date ("November 22, 2026"), in UTC so the server and the browser render the same
 * text. Written out rather than formatted by Intl.DateTimeFormat: its first use in a page loads
 * locale data, which cost more than hydrating any one component of an API page.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) throw new RangeError(`"${isoDate}" is not a date`)
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
