import type { TypedName } from '../../shared/code-block/code-types'
import { escapeMarkup } from '../../shared/escape-markup'

/** One token of a highlighted line, as prism-react-renderer's normalizeTokens returns it. */
export interface HighlightToken {
  readonly types: ReadonlyArray<string>
  readonly content: string
  /** Set on the only token of an empty line. */
  readonly empty?: boolean
}

const isPlain = (token: HighlightToken) => token.types.length === 1 && token.types[0] === 'plain'

/**
 * A name the compiler knows, as the type popups find it: by its index in the block's names, whose
 * quick info the page's data holds (the HTML would otherwise carry every type text again).
 */
export const TYPED_NAME_ATTRIBUTE = 'data-typed-name'

/** A name of the line, with its index among the block's names. */
export interface IndexedName extends TypedName {
  readonly index: number
}

/** A token's text, escaped, with the names that start at `offset` columns into the line wrapped. */
function textWithNames(content: string, offset: number, names: ReadonlyArray<IndexedName>): string {
  let html = ''
  let at = 0
  for (const name of names) {
    const start = name.start - offset
    const end = start + name.length
    // A name lies inside one token; one that a token boundary splits stays plain.
    if (start < at || end > content.length) continue
    html += `${escapeMarkup(content.slice(at, start))}<span ${TYPED_NAME_ATTRIBUTE}="${name.index}">${escapeMarkup(content.slice(start, end))}</span>`
    at = end
  }
  return html + escapeMarkup(content.slice(at))
}

/**
 * A highlighted line as HTML: one `<span class="token …">` per token, the markup Prism themes
 * style, except plain text (spaces, names), which no theme colours and is left bare: about a
 * third of a code block's tokens, and elements every page pays for in layout. Token text is
 * escaped, so code never becomes markup. An empty line keeps its newline in an inline block (as
 * prism-react-renderer does), so it has a line's height and no more. `names` (of this line,
 * in column order) are wrapped where the compiler found them.
 */
export function tokenLineHtml(line: ReadonlyArray<HighlightToken>, names: ReadonlyArray<IndexedName> = []): string {
  let column = 0
  return line
    .map((token) => {
      const offset = column
      column += token.content.length
      if (token.empty) return `<span class="token plain" data-empty-line="">${escapeMarkup(token.content)}</span>`
      const inToken = names.filter((name) => name.start >= offset && name.start < column)
      const text = textWithNames(token.content, offset, inToken)
      return isPlain(token) ? text : `<span class="${escapeMarkup(['token', ...token.types].join(' '))}">${text}</span>`
    })
    .join('')
}

/** Code as unhighlighted lines in the same markup, so nothing moves when the colours arrive. */
export function plainLines(code: string): string[] {
  return code.split('\n').map((text) => tokenLineHtml([text === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content: text }]))
}
