import type { LogEntry, LogLevel } from '../../../shared/playground-protocol'
import * as styles from '../Playground.module.css'

/** Levels other than log carry a word, so they do not rely on colour alone. */
const levelLabels: Partial<Record<LogLevel, string>> = { info: 'info', warn: 'warning', error: 'error', debug: 'debug' }

/** What the example printed, one line per console call, with its level. */
export function ConsolePanel({ entries }: { readonly entries: ReadonlyArray<LogEntry> }) {
  return (
    <div className={styles.consoleLines} role="log" aria-label="Console output" tabIndex={0}>
      <ol className={styles.consoleList}>
        {entries.map((entry, index) => (
          <li key={index} className={styles.consoleLine} data-level={entry.level}>
            {levelLabels[entry.level] && <span className={styles.level}>{levelLabels[entry.level]}</span>}
            <span>{entry.text}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
