import type { PlaygroundError, PlaygroundFile } from '../../../shared/playground-protocol'
import * as styles from '../Playground.module.css'
import { codeFrame } from './code-frame'

interface ErrorPanelProps {
  readonly error: PlaygroundError
  /** The files that ran, to quote the line the error points at. */
  readonly files: ReadonlyArray<PlaygroundFile>
}

function place({ file, line, column }: PlaygroundError): string | null {
  if (!file || line === undefined) return null
  return `${file}, line ${line}${column === undefined ? '' : `, column ${column}`}`
}

/** An error from the example: what, where, and the code around it. */
export function ErrorPanel({ error, files }: ErrorPanelProps) {
  const where = place(error)
  const source = files.find((file) => file.name === error.file)
  const frame = source && error.line !== undefined ? codeFrame(source.code, error.line, error.column) : ''
  return (
    <div className={styles.error} role="alert" data-playground-error="">
      <p className={styles.errorTitle}>
        {error.title}
        {where && ` in ${where}`}
      </p>
      <p className={styles.errorMessage}>{error.message}</p>
      {frame && <pre className={styles.codeFrame}>{frame}</pre>}
    </div>
  )
}
