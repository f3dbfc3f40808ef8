/**
 * Magic comments mark lines to highlight inside the code itself:
 *   // highlight-next-line      (also `# …`, `/* … *\/`, `{/* … *\/}` and `<!-- … -->`)
 *   // highlight-start … // highlight-end
 * The comment lines are removed from what is shown and copied. So is a type query (twoslash's
 * convention): a `// ^?` line whose caret sits under a name of the line above asks for that
 * name's type, which the block shows under that line (src/node/samples/quick-info.ts).
 *
 * Cut markers (twoslash's too) hide code that the sample checker compiles and runs but that does
 * not belong in the reader's file, such as the lines that render a component and print what it
 * shows: `// ---cut---` hides itself and every line above it, `// ---cut-after---` itself and every
 * line below, `// ---cut-start---` … `// ---cut-end---` the lines between. Blank lines left at
 * either end of the shown code go too.
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
  /** Whether cut markers hid code: then the shown code must also compile on its own. */
  readonly cut: boolean
}

const typeQueryLine = /^(\s*\/\/\s*)\^\?\s*$/

const cutMarker = /^\s*\/\/\s*---(cut|cut-after|cut-start|cut-end)---\s*$/

const magicComment = /^\s*(?:\/\/|#|\/\*|\{\s*\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}?|-->)?\s*$/

/** A cut marker that hides nothing sensible: an unclosed range, an end without a start, a second cut. */
export class CutMarkerError extends Error {}

/** Lines the cut markers hide, 0-based, markers included; throws a CutMarkerError on a misuse. */
function linesCut(lines: ReadonlyArray<string>): Set<number> {
  const hidden = new Set<number>()
  const marker = (index: number) => cutMarker.exec(lines[index] ?? '')?.[1]
  const indices = lines.map((_, index) => index)
  const markers = indices.filter((index) => marker(index) !== undefined)
  const once = (name: string) => {
    const found = markers.filter((index) => marker(index) === name)
    if (found.length > 1) throw new CutMarkerError(`code line ${found[1] + 1}: a second // ---${name}---`)
    return found[0]
  }
  const before = once('cut')
  const after = once('cut-after')
  if (before !== undefined) indices.filter((index) => index <= before).forEach((index) => hidden.add(index))
  if (after !== undefined) indices.filter((index) => index >= after).forEach((index) => hidden.add(index))
  let rangeStart: number | null = null
  for (const index of markers) {
    const name = marker(index)
    if (name === 'cut-start') {
      if (rangeStart !== null)
        throw new CutMarkerError(`code line ${index + 1}: // ---cut-start--- inside another cut range`)
      rangeStart = index
    } else if (name === 'cut-end') {
      if (rangeStart === null)
        throw new CutMarkerError(`code line ${index + 1}: // ---cut-end--- without a // ---cut-start---`)
      for (let line = rangeStart; line <= index; line++) hidden.add(line)
      rangeStart = null
    }
  }
  if (rangeStart !== null)
    throw new CutMarkerError(`code line ${rangeStart + 1}: // ---cut-start--- has no // ---cut-end---`)
  return hidden
}

/** With cut markers, blank lines at either end of what is left are hidden too. */
function withBlankEndsCut(lines: ReadonlyArray<string>, hidden: Set<number>): Set<number> {
  if (hidden.size === 0) return hidden
  const shown = lines.flatMap((_, index) => (hidden.has(index) ? [] : [index]))
  const blank = (index: number) => lines[index].trim() === ''
  const first = shown.findIndex((index) => !blank(index))
  const last = shown.findLastIndex((index) => !blank(index))
  shown.forEach((index, position) => {
    if (position < first || position > last || first === -1) hidden.add(index)
  })
  return hidden
}

/**
 * The code as readers see and copy it, with the lines to highlight and where each shown line came
 * from; throws a CutMarkerError when the cut markers are misused.
 */
export function processMagicComments(source: string): ProcessedCode {
  const output: string[] = []
  const highlightLines = new Set<number>()
  const sourceLines: number[] = []
  const typeQueries: TypeQuery[] = []
  let highlightNext = false
  let inRange = false
  const lines = source.replace(/\n$/, '').split('\n')
  const hidden = withBlankEndsCut(lines, linesCut(lines))

  lines.forEach((line, index) => {
    if (hidden.has(index)) return
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
  return { code: output.join('\n'), highlightLines, sourceLines, typeQueries, cut: hidden.size > 0 }
}
