/**
 * Magic comments mark lines to highlight inside the code itself:
 *   // highlight-next-line      (also `# …`, `/* … *\/`, `{/* … *\/}` and `<!-- … -->`)
 *   // highlight-start … // highlight-end
 * The comment lines are removed from what is shown and copied.
 */

export interface ProcessedCode {
  /** The code without the magic comment lines. */
  readonly code: string
  /** 1-based line numbers, in the returned code, to highlight. */
  readonly highlightLines: ReadonlySet<number>
}

const magicComment = /^\s*(?:\/\/|#|\/\*|\{\s*\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}?|-->)?\s*$/

export function processMagicComments(source: string): ProcessedCode {
  const output: string[] = []
  const highlightLines = new Set<number>()
  let highlightNext = false
  let inRange = false

  for (const line of source.replace(/\n$/, '').split('\n')) {
    const directive = magicComment.exec(line)?.[1]
    if (directive === 'next-line') highlightNext = true
    else if (directive === 'start') inRange = true
    else if (directive === 'end') inRange = false
    else {
      output.push(line)
      if (highlightNext || inRange) highlightLines.add(output.length)
      highlightNext = false
    }
  }
  return { code: output.join('\n'), highlightLines }
}
