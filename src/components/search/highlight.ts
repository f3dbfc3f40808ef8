/**
 * Highlighted values from either backend as safe text: the parts between the highlight tags are
 * text, never markup, whether or not the backend escaped them.
 */
import { escapeMarkup } from '../../shared/escape-markup'

export const HIGHLIGHT_PRE_TAG = '<mark>'
export const HIGHLIGHT_POST_TAG = '</mark>'

export interface HighlightSegment {
  readonly text: string
  readonly highlighted: boolean
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)

/** `a <mark>b</mark> c` → a, b (highlighted), c. */
export function highlightSegments(value: string): HighlightSegment[] {
  return value
    .split(HIGHLIGHT_PRE_TAG)
    .flatMap((part, index) => {
      if (index === 0) return [{ text: part, highlighted: false }]
      const [marked = '', ...rest] = part.split(HIGHLIGHT_POST_TAG)
      return [
        { text: marked, highlighted: true },
        { text: rest.join(''), highlighted: false },
      ]
    })
    .filter((segment) => segment.text !== '')
    .map((segment) => ({ ...segment, text: decode(segment.text) }))
}

/**
 * A highlighted value as HTML whose only markup is the highlight tags: for DocSearch, which renders
 * highlighted values as HTML.
 */
export function safeHighlightHtml(value: string): string {
  return highlightSegments(value)
    .map(({ text, highlighted }) =>
      highlighted ? `${HIGHLIGHT_PRE_TAG}${escapeMarkup(text)}${HIGHLIGHT_POST_TAG}` : escapeMarkup(text),
    )
    .join('')
}
