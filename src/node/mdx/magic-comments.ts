/**
 * Magic comments mark lines to highlight inside the code itself:
 *   // highlight-next-line      (also `# …`, `/* … *\/`, `{/* … *\/}` and `<!-- … -->`)
 *   // highlight-start … // highlight-end
 * The comment lines are removed from what is shown and copied. So is a type query (twoslash's
 * convention): a `// ^?` line whose caret sits under a name of the line above asks for that
 * name's type, which the block shows under that line (src/node/samples/quick-info.ts).
 */

/** A `// ^?` line: where it points, in the source and in the shown code. */
export interface TypeQuery {
  /** 0-based line of the source (the code with its comment lines) that holds the name. */
  readonly sourceLine: number
  /** 1-based line of the shown code that holds the name. */
  readonly line: number
  /** 0-based column of the caret, the same in both. */
  readonly column: number
}

export interface ProcessedCode {
  /** The code without the magic comment lines. */
  readonly code: string
  /** 1-based line numbers, in the returned code, to highlight. */
  readonly highlightLines: ReadonlySet<number>
  /** For each line of the returned code, its 0-based line in the source. */
  readonly sourceLines: ReadonlyArray<number>
  readonly typeQueries: ReadonlyArray<TypeQuery>
}

const typeQueryLine = /^(\s*\/\/\s*)\^\?\s*$/

const magicComment = /^\s*(?:\/\/|#|\/\*|\{\s*\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}?|-->)?\s*$/

export function processMagicComments(source: string): ProcessedCode {
  const output: string[] = []
  const highlightLines = new Set<number>()
  const sourceLines: number[] = []
  const typeQueries: TypeQuery[] = []
  let highlightNext = false
  let inRange = false

  source
    .replace(/\n$/, '')
    .split('\n')
    .forEach((line, index) => {
      const query = typeQueryLine.exec(line)
      const directive = magicComment.exec(line)?.[1]
      if (query) {
        const above = sourceLines.at(-1)
        if (above !== undefined) typeQueries.push({ sourceLine: above, line: output.length, column: query[1].length })
      } else if (directive === 'next-line') highlightNext = true
      else if (directive === 'start') inRange = true
      else if (directive === 'end') inRange = false
      else {
        output.push(line)
        sourceLines.push(index)
        if (highlightNext || inRange) highlightLines.add(output.length)
        highlightNext = false
      }
    })
  return { code: output.join('\n'), highlightLines, sourceLines, typeQueries }
}
