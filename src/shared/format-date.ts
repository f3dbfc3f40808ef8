/** Dates are formatted in UTC so the server and the browser render the same text. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate))
}
