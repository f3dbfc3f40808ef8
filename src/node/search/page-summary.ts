/** What a built page's head says of the whole page, as it states it for readers and search engines. */
import { parse } from 'node-html-parser'
import type { PageSummary } from '../../shared/search/local-search'

/** The content of a `<meta name>` in `head`, trimmed; null when it is missing or blank. */
function metaContent(head: ReturnType<typeof parse>, name: string): string | null {
  const content = head.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim()
  return content ? content : null
}

/**
 * The page's `<meta name="description">` and the entries of its `<meta name="keywords">`
 * (comma-separated); null when its head has neither.
 */
export function pageSummary(html: string): PageSummary | null {
  const headEnd = html.indexOf('</head>')
  const head = parse(headEnd === -1 ? html : html.slice(0, headEnd))
  const description = metaContent(head, 'description')
  const keywords = (metaContent(head, 'keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
  if (description === null && keywords.length === 0) return null
  return { ...(description !== null ? { description } : {}), ...(keywords.length > 0 ? { keywords } : {}) }
}
