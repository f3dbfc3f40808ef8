import * as styles from './OutputPanel.module.css'

interface OutputPanelProps {
  /** What the example before it prints, exactly as written in the ```output block. */
  readonly output: string
}

/**
 * The console output of the example above it: labelled "Output", plain text (no highlighting, no
 * magic comments, no copy button), styled apart from code so it does not read as something to paste.
 */
export function OutputPanel({ output }: OutputPanelProps) {
  return (
    <figure className={styles.output} data-output="">
      <figcaption className={styles.label}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 5v14h18V5H3zm2 2h14v10H5V7zm1.5 1.5L10 12l-3.5 3.5L8 17l5-5-5-5-1.5 1.5zM12 15v2h6v-2h-6z"
          />
        </svg>
        Output
      </figcaption>
      <pre className={styles.pre} tabIndex={0}>
        <code>{output}</code>
      </pre>
    </figure>
  )
}
