import { escapeMarkup } from '../../shared/escape-markup'

/** One token of a highlighted line, as prism-react-renderer's normalizeTokens returns it. */
export interface HighlightToken {
  readonly types: ReadonlyArray<string>
  readonly content: string
  /** Set on the only token of an empty line. */
  readonly empty?: boolean
}

const isPlain = (token: HighlightToken) => token.types.length === 1 && token.types[0] === 'plain'

/** How a token's text becomes HTML, given the column where the token starts in its line. */
export type TokenText = (content: string, offset: number) => string

/**
 * A highlighted line as HTML: one `<span class="token …">` per token, the markup Prism themes
 * style, except plain text (spaces, names), which no theme colours and is left bare: about a
 * third of a code block's tokens, and elements every page pays for in layout. Token text is
 * escaped, so code never becomes markup. An empty line keeps its newline in an inline block (as
 * prism-react-renderer does), so it has a line's height and no more. `text` may mark more than
 * the escaped text (the highlighter marks the compiler's names, typed-names.ts).
 */
export function tokenLineHtml(line: ReadonlyArray<HighlightToken>, text: TokenText = escapeMarkup): string {
  let column = 0
  return line
    .map((token) => {
      const offset = column
      column += token.content.length
      if (token.empty) return `<span class="token plain" data-empty-line="">${escapeMarkup(token.content)}</span>`
      const html = text(token.content, offset)
      return isPlain(token) ? html : `<span class="${escapeMarkup(['token', ...token.types].join(' '))}">${html}</span>`
    })
    .join('')
}

/** Code as unhighlighted lines in the same markup, so nothing moves when the colours arrive. */
export function plainLines(code: string): string[] {
  return code
    .split('\n')
    .map((text) =>
      tokenLineHtml([
        text === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content: text },
      ]),
    )
}
