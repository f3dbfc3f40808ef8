import type { CSSProperties, ReactNode } from 'react'
import type { PlaygroundFile, PlaygroundLayout } from '../../shared/playground-protocol'
import * as styles from './Playground.module.css'

/** What both views of a playground show: the build-time one and the live one. */
export interface PlaygroundViewProps {
  readonly layout: PlaygroundLayout
  readonly files: ReadonlyArray<PlaygroundFile>
  readonly showConsole: boolean
  readonly height?: number
}

interface PlaygroundFrameProps {
  readonly layout: PlaygroundLayout
  /** A fixed height in pixels for the code and the output (the home page's demo). */
  readonly height?: number
  readonly tabs: ReactNode
  readonly actions?: ReactNode
  readonly code: ReactNode
  /** Under the code, e.g. the editor's keyboard hint. */
  readonly codeFooter?: ReactNode
  readonly output: ReactNode
}

/** The layout both the build-time view and the live playground use, so the swap moves nothing. */
export function PlaygroundFrame({ layout, height, tabs, actions, code, codeFooter, output }: PlaygroundFrameProps) {
  const style = height === undefined ? undefined : ({ '--playground-height': `${height}px` } as CSSProperties)
  return (
    <div className={styles.frame} data-layout={layout} style={style}>
      <div className={styles.toolbar}>
        {tabs}
        <div className={styles.actions}>{actions}</div>
      </div>
      <div className={styles.body}>
        <div>
          <div className={styles.code} data-playground-code="">
            {code}
          </div>
          {codeFooter}
        </div>
        <div className={styles.output}>{output}</div>
      </div>
    </div>
  )
}

interface OutputBoxProps {
  readonly label: string
  readonly status?: ReactNode
  readonly children?: ReactNode
}

/** A labelled part of the output: "Preview" or "Console". */
export function OutputBox({ label, status, children }: OutputBoxProps) {
  return (
    <>
      <div className={styles.outputLabel}>
        <span>{label}</span>
        {status}
      </div>
      <div className={styles.outputContent}>{children}</div>
    </>
  )
}
