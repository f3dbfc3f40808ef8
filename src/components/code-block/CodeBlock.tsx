import { useState } from 'react'
import { CopyButton } from './CopyButton'
import * as styles from './CodeBlock.module.css'
import { prismLanguage } from './language-alias'
import { lineTokensProps, useHighlightedLines } from './useHighlightedLines'
import { typePopupTriggers } from '../type-popup/type-popup-triggers'
import { useCodeTypes } from './code-types-context'
import type { InlineType } from '../../shared/code-block/code-types'

interface CodeBlockProps {
  /** The code as shown and copied: an MDX fence's magic comments are gone (src/node/mdx/rehype-code-blocks.ts). */
  readonly code: string
  /** The fence's language, e.g. ts; plain text when missing. */
  readonly language?: string
  readonly title?: string
  readonly showLineNumbers?: boolean
  /** 1-based lines to highlight. */
  readonly highlightLines?: ReadonlySet<number>
}

const noLines: ReadonlySet<number> = new Set()

/**
 * A type a `// ^?` line asked for, under its line: a caret under the name, then the type, its
 * later lines lined up after the caret. Not code: the copy button copies the code alone.
 */
function InlineTypeLine({ inline }: { readonly inline: InlineType }) {
  const indent = ' '.repeat(inline.column)
  return (
    <span className={`${styles.line} ${styles.inlineType}`} data-inline-type="">
      <span className={styles.lineContent}>{`${indent}^ ${inline.type.replace(/\n/g, `\n${indent}  `)}`}</span>
      {'\n'}
    </span>
  )
}

/**
 * A highlighted code block, rendered to HTML at build time (see useHighlightedLines.ts for why the
 * browser needs no highlighter for it); copy, word-wrap and the type popups of its names
 * (src/components/type-popup) on the client.
 */
export function CodeBlock({
  code,
  language = 'text',
  title,
  showLineNumbers = false,
  highlightLines = noLines,
}: CodeBlockProps) {
  const [wrap, setWrap] = useState(false)
  const types = useCodeTypes(language, code)
  const { codeId, lines } = useHighlightedLines(code, language, types.names)

  return (
    <div className={styles.codeBlock} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          className={`prism-code language-${prismLanguage(language)} ${styles.pre} ${wrap ? styles.wrap : ''}`}
          tabIndex={0}
          {...typePopupTriggers(types.names)}
        >
          <code data-code-id={codeId}>
            {lines.map((html, index) => {
              const highlighted = highlightLines.has(index + 1)
              return [
                <span
                  key={index}
                  className={`token-line ${styles.line} ${highlighted ? styles.highlighted : ''}`}
                  data-highlighted={highlighted || undefined}
                >
                  {showLineNumbers && (
                    <span className={styles.lineNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                  )}
                  <span
                    className={styles.lineContent}
                    {...lineTokensProps}
                    dangerouslySetInnerHTML={{ __html: html }}
                  />
                  {'\n'}
                </span>,
                ...types.inline
                  .filter((inline) => inline.line === index)
                  .map((inline) => <InlineTypeLine key={`${index}:${inline.column}`} inline={inline} />),
              ]
            })}
          </code>
        </pre>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            aria-pressed={wrap}
            aria-label="Wrap long lines"
            title="Wrap long lines"
            onClick={() => setWrap((value) => !value)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z"
              />
            </svg>
          </button>
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  )
}
