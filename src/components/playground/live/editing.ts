/**
 * The editor's key commands as pure text edits: what range to replace, with what, and where the
 * selection goes. The editor applies them through the browser so undo keeps working.
 */

export const INDENT = '  '

export interface TextEdit {
  readonly replaceStart: number
  readonly replaceEnd: number
  readonly insertion: string
  readonly selectionStart: number
  readonly selectionEnd: number
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1
}

/** The start of the first and the end of the last line the selection touches. */
function selectedLines(text: string, start: number, end: number): { from: number; to: number } {
  const lastLineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end)
  return { from: lineStartOf(text, start), to: lastLineEnd === -1 ? text.length : lastLineEnd }
}

/** Tab: two spaces at the caret, or every selected line indented when the selection spans lines. */
export function indent(text: string, start: number, end: number): TextEdit {
  if (!text.slice(start, end).includes('\n')) {
    return {
      replaceStart: start,
      replaceEnd: end,
      insertion: INDENT,
      selectionStart: start + INDENT.length,
      selectionEnd: start + INDENT.length,
    }
  }
  const { from, to } = selectedLines(text, start, end)
  const lines = text.slice(from, to).split('\n')
  const insertion = lines.map((line) => INDENT + line).join('\n')
  return {
    replaceStart: from,
    replaceEnd: to,
    insertion,
    selectionStart: start + INDENT.length,
    selectionEnd: end + INDENT.length * lines.length,
  }
}

/** Shift+Tab: up to two leading spaces removed from every line the selection touches. */
export function outdent(text: string, start: number, end: number): TextEdit {
  const { from, to } = selectedLines(text, start, end)
  const lines = text.slice(from, to).split('\n')
  const removed = lines.map((line) => /^ {0,2}/.exec(line)![0].length)
  const insertion = lines.map((line, index) => line.slice(removed[index])).join('\n')
  const firstRemoved = Math.min(removed[0], start - from)
  const totalRemoved = removed.reduce((sum, count) => sum + count, 0)
  return {
    replaceStart: from,
    replaceEnd: to,
    insertion,
    selectionStart: start - firstRemoved,
    selectionEnd: Math.max(start - firstRemoved, end - totalRemoved),
  }
}

/** Enter: a new line with the current line's indentation, one level deeper after an opening bracket. */
export function newline(text: string, start: number, end: number): TextEdit {
  const lineStart = lineStartOf(text, start)
  const current = text.slice(lineStart, start)
  const leading = /^[ \t]*/.exec(current)![0]
  const opensBlock = /[{([]\s*$/.test(current)
  const insertion = `\n${leading}${opensBlock ? INDENT : ''}`
  const caret = start + insertion.length
  return { replaceStart: start, replaceEnd: end, insertion, selectionStart: caret, selectionEnd: caret }
}
