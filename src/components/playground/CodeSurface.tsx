import { Highlight } from 'prism-react-renderer'
import type { ReactNode } from 'react'
import { prismLanguage } from '../code-block/prism-languages'
import { classNamesOnly } from '../code-block/prism-theme'
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
  const lineCount = code.split('\n').length
  return (
    <div className={styles.surface}>
      <div className={styles.gutter} aria-hidden="true">
        {Array.from({ length: lineCount }, (_, index) => (
          <span key={index} className={index + 1 === errorLine ? styles.errorLineNumber : undefined}>
            {index + 1}
            {'\n'}
          </span>
        ))}
      </div>
      <div className={styles.stack}>
        <Highlight code={code} language={prismLanguage(languageOfFile(fileName))} theme={classNamesOnly}>
          {({ className, tokens, getTokenProps }) => (
            <pre className={`${className} ${styles.highlight}`} aria-hidden={children ? true : undefined} tabIndex={children ? undefined : 0}>
              <code>
                {tokens.map((line, index) => (
                  <span key={index} className={index + 1 === errorLine ? styles.errorLine : undefined}>
                    {line.map((token, tokenIndex) => (
                      <span key={tokenIndex} {...getTokenProps({ token })} />
                    ))}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
          )}
        </Highlight>
        {children}
      </div>
    </div>
  )
}
