import { useRef, type KeyboardEvent } from 'react'
import type { PlaygroundFile } from '../../../shared/playground-protocol'
import * as styles from '../Playground.module.css'

interface FileTabsProps {
  readonly files: ReadonlyArray<PlaygroundFile>
  readonly active: number
  readonly onSelect: (index: number) => void
  /** The editor the tabs control. */
  readonly panelId: string
}

/** The playground's files as tabs (arrow keys move between them), or the one file's name. */
export function FileTabs({ files, active, onSelect, panelId }: FileTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  if (files.length === 1) {
    return (
      <div className={styles.tabs}>
        <span className={styles.tab} data-active="">
          {files[0].name}
        </span>
      </div>
    )
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? files.length - 1
          : step === undefined
            ? null
            : (active + step + files.length) % files.length
    if (target === null) return
    event.preventDefault()
    onSelect(target)
    tabRefs.current[target]?.focus()
  }
  return (
    // Roving tabindex (WAI-ARIA tabs pattern): focus lives on the tabs, the list only hears arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the focusable parts are the tabs
    <div className={styles.tabs} role="tablist" aria-label="Files" onKeyDown={onKeyDown}>
      {files.map((file, index) => (
        <button
          key={file.name}
          ref={(element) => {
            tabRefs.current[index] = element
          }}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={index === active}
          aria-controls={panelId}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {file.name}
        </button>
      ))}
    </div>
  )
}
