import { parseCodeMeta, type CodeMeta } from './code-meta'
import { highlightAttribute, OUTPUT_LANGUAGE } from '../../shared/code-block/fence-attributes'
import { processMagicComments, type ProcessedCode } from './magic-comments'
import { fencedCode } from './fenced-code'
import { textOf, walk, type TreeNode } from './tree'

/** The part of a vfile this reads: which MDX file is being compiled. */
interface CompiledFile {
  readonly path?: string
}

/**
 * Does the work a fenced code block would otherwise do in every reader's browser: reads its meta
 * string (```ts title="x.ts" {1,3} showLineNumbers, which MDX would drop), its magic comments and
 * its cut markers, and leaves the `<code>` element the code as shown with FenceAttributes. An
 * invalid meta string or misused cut marker fails the build, naming the file and the fence.
 * Output blocks keep their text as written.
 */
export function rehypeCodeBlocks() {
  return (tree: TreeNode, file?: CompiledFile) => {
    walk(tree, (node, parent) => {
      if (node.type !== 'element' || node.tagName !== 'code' || parent?.tagName !== 'pre') return
      const className = (node.properties?.className as ReadonlyArray<string> | undefined)?.join(' ')
      const meta = typeof node.data?.meta === 'string' ? node.data.meta : undefined
      const fence = fencedCode(className, meta, textOf(node))
      if (fence.language === OUTPUT_LANGUAGE) {
        node.properties = { dataLanguage: OUTPUT_LANGUAGE }
        node.children = [{ type: 'text', value: fence.code }]
        return
      }
      let parsed: CodeMeta
      let shown: ProcessedCode
      try {
        parsed = parseCodeMeta(meta)
        shown = processMagicComments(fence.code)
      } catch (error) {
        // Named by its opening line: MDX counts lines from after the frontmatter.
        throw new Error(
          `${file?.path ?? 'MDX'}: in the code block \`\`\`${[fence.language, meta].filter(Boolean).join(' ')}: ${(error as Error).message}`,
        )
      }
      const properties: Record<string, string> = {}
      if (fence.language) properties.dataLanguage = fence.language
      if (parsed.title !== null) properties.dataTitle = parsed.title
      if (parsed.showLineNumbers) properties.dataLineNumbers = ''
      const highlight = highlightAttribute(new Set([...parsed.highlightLines, ...shown.highlightLines]))
      if (highlight) properties.dataHighlight = highlight
      node.properties = properties
      node.children = [{ type: 'text', value: shown.code }]
    })
  }
}
