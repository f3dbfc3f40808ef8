/** The fenced code blocks of a Markdown/MDX source, line by line, and those that cannot be read. Pure. */
import { OUTPUT_LANGUAGE } from '../../shared/code-block/fence-attributes'
import { parseCodeMeta } from './code-meta'
import { processMagicComments } from './magic-comments'

export interface Fence {
  /** 1-based line of the opening fence. */
  readonly line: number
  readonly language: string
  readonly metaString: string
  readonly code: string
}

const openingFence = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/

/** Every fenced block of a Markdown/MDX source, in order. An unclosed fence runs to the end. */
export function fences(source: string): Fence[] {
  const lines = source.split(/\r?\n/)
  const found: Fence[] = []
  for (let index = 0; index < lines.length; index += 1) {
    const open = openingFence.exec(lines[index] ?? '')
    if (!open) continue
    const [, indent = '', marker = '', language = '', metaString = ''] = open
    const closing = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`)
    const body: string[] = []
    let end = index + 1
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      const text = lines[end] ?? ''
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart())
      end += 1
    }
    found.push({ line: index + 1, language, metaString: metaString.trim(), code: body.join('\n') })
    index = end
  }
  return found
}

/**
 * One problem for each code block whose meta string cannot be read (a line range that runs
 * backwards, say) or whose cut markers are misused, naming the file, the line and the block.
 * Output blocks take neither.
 */
export function fenceProblems(source: string, file: string): string[] {
  return fences(source).flatMap((fence) => {
    if (fence.language === OUTPUT_LANGUAGE) return []
    try {
      parseCodeMeta(fence.metaString)
      processMagicComments(fence.code)
      return []
    } catch (error) {
      const block = `\`\`\`${[fence.language, fence.metaString].filter(Boolean).join(' ')}`
      return [`${file}:${fence.line}: in the code block ${block}: ${(error as Error).message}`]
    }
  })
}
