/** The lines around an error, numbered, with a caret under the column: what a terminal would show. */
export function codeFrame(code: string, line: number, column?: number, context = 1): string {
  const lines = code.split('\n')
  if (line < 1 || line > lines.length) return ''
  const first = Math.max(1, line - context)
  const last = Math.min(lines.length, line + context)
  const width = String(last).length
  const rows: string[] = []
  for (let number = first; number <= last; number += 1) {
    const marker = number === line ? '>' : ' '
    rows.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1]}`.trimEnd())
    if (number === line && column !== undefined && column >= 1) {
      rows.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`)
    }
  }
  return rows.join('\n')
}
