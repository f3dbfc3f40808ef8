/** A built page's description, as its head states it for readers and search engines. */
import { parse } from 'node-html-parser'

/** The content of the page's `<meta name="description">`, or null when it has none. */
export function pageDescription(html: string): string | null {
  const headEnd = html.indexOf('</head>')
  const head = parse(headEnd === -1 ? html : html.slice(0, headEnd))
  const content = head.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()
  return content ? content : null
}
