/**
 * What the build works out about a fenced code block (src/node/mdx/rehype-code-blocks.ts) and
 * hands the page as attributes of MDX's `<code>` element, so the browser parses no meta string
 * and no magic comment: the element's text is the code as shown, its lines to highlight listed.
 */
/**
 * The fence language of the console output a `run` example prints: shown as an "Output" panel,
 * checked by the sample checker.
 */
export const OUTPUT_LANGUAGE = 'output'

export interface FenceAttributes {
  /** The fence's language; absent for plain text. */
  readonly 'data-language'?: string
  readonly 'data-title'?: string
  /** Present (empty) when the lines are numbered. */
  readonly 'data-line-numbers'?: string
  /** 1-based lines of the shown code to highlight, comma-separated. */
  readonly 'data-highlight'?: string
}

/** The `data-highlight` value of these lines: undefined when there are none. */
export function highlightAttribute(lines: Iterable<number>): string | undefined {
  const sorted = [...lines].sort((a, b) => a - b)
  return sorted.length === 0 ? undefined : sorted.join(',')
}

/** The lines a `data-highlight` value lists. */
export function highlightedLines(attribute: string | undefined): ReadonlySet<number> {
  return new Set(attribute ? attribute.split(',').map(Number) : [])
}
