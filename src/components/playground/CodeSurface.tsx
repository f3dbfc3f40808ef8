import type { ReactNode } from 'react'
import { prismLanguage } from '../code-block/language-alias'
import { lineTokensProps, useHighlightedLines } from '../code-block/useHighlightedLines'
import * as styles from './Playground.module.css'
import { languageOfFile } from './playground-files'

interface CodeSurfaceProps {
  readonly fileName: string
  readonly code: string
  /** The line an error points at, marked in the gutter and the code. */
  readonly errorLine?: number
  /** The live editor's textarea, laid over the highlighted code with the same metrics. */
  readonly children?: ReactNode
}

/**
 * Line numbers and highlighted code. The page renders it at build time; the live editor lays a
 * transparent textarea over the same surface, so nothing moves when the playground comes alive.
 */
export function CodeSurface({ fileName, code, errorLine, children }: CodeSurfaceProps) {
  const language = prismLanguage(languageOfFile(fileName))
  const { codeId, lines } = useHighlightedLines(code, language)
  return (
    <div className={styles.surface}>
      <div className={styles.gutter} aria-hidden="true">
        {lines.map((_, index) => (
          <span key={index} className={index + 1 === errorLine ? styles.errorLineNumber : undefined}>
            {index + 1}
            {'\n'}
          </span>
        ))}
      </div>
      <div className={styles.stack}>
        <pre
          className={`prism-code language-${language} ${styles.highlight}`}
          aria-hidden={children ? true : undefined}
          tabIndex={children ? undefined : 0}
        >
          <code data-code-id={codeId}>
            {lines.map((html, index) => (
              <span key={index} className={index + 1 === errorLine ? styles.errorLine : undefined}>
                <span {...lineTokensProps} dangerouslySetInnerHTML={{ __html: html }} />
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        {children}
      </div>
    </div>
  )
}
