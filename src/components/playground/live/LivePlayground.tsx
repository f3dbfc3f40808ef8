import { useEffect, useId, useState, type CSSProperties } from 'react'
import type { PlaygroundFile } from '../../../shared/playground-protocol'
import { useCopy } from '../../code-block/useCopy'
import { useDocumentTheme } from '../../colour-mode/useDocumentTheme'
import { LoadFailure } from '../../lazy/LoadFailure'
import * as styles from '../Playground.module.css'
import { OutputBox, PlaygroundFrame, type PlaygroundViewProps } from '../PlaygroundFrame'
import { CodeEditor } from './CodeEditor'
import { ConsolePanel } from './ConsolePanel'
import { ErrorPanel } from './ErrorPanel'
import { FileTabs } from './FileTabs'
import { RERUN_DELAY_MS } from './rerun-delay'
import { useSandboxRunner, type RunState } from './useSandboxRunner'

/** The preview grows with its content between these heights. */
const MIN_PREVIEW_HEIGHT = 120
const MAX_PREVIEW_HEIGHT = 480

interface LivePlaygroundProps extends PlaygroundViewProps {
  /** Focus moves into the editor when the playground comes alive while the reader is in it. */
  readonly focusEditor: boolean
}

const statusLabels: Partial<Record<RunState['status'], string>> = { starting: 'Starting…', stopped: 'Stopped' }

function replaceFile(files: ReadonlyArray<PlaygroundFile>, index: number, code: string): PlaygroundFile[] {
  return files.map((file, at) => (at === index ? { ...file, code } : file))
}

/** The live playground: an editor per file, the sandboxed run, its preview, console and errors. */
export function LivePlayground({
  layout,
  files: originalFiles,
  showConsole,
  height,
  focusEditor,
}: LivePlaygroundProps) {
  const [files, setFiles] = useState(originalFiles)
  const [active, setActive] = useState(0)
  const [run, setRun] = useState({ id: 0, files: originalFiles })
  const [editorFocused, setEditorFocused] = useState(false)
  const editorId = useId()
  const hintId = useId()
  const theme = useDocumentTheme()
  const runner = useSandboxRunner({ layout, files: run.files, runId: run.id, theme })
  const { state } = runner
  const activeFile = files[active]
  const { copied, copy } = useCopy(activeFile.code)

  const runNow = (next: ReadonlyArray<PlaygroundFile>) => setRun((current) => ({ id: current.id + 1, files: next }))
  useEffect(() => {
    if (files === run.files) return
    const timer = setTimeout(() => runNow(files), RERUN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [files, run.files])

  const reset = () => {
    setFiles(originalFiles)
    runNow(originalFiles)
  }

  const error = state.error
  const errorLine = error && error.file === activeFile.name && files === run.files ? error.line : undefined
  const haltPanel = state.haltReason && state.status === 'stopped' && (
    <ErrorPanel error={{ title: 'Stopped', message: state.haltReason }} files={run.files} />
  )
  const errorPanel = error && <ErrorPanel error={error} files={run.files} />
  const status = <span role="status">{statusLabels[state.status] ?? ''}</span>
  const previewHeight = Math.min(
    MAX_PREVIEW_HEIGHT,
    Math.max(MIN_PREVIEW_HEIGHT, state.contentHeight ?? MIN_PREVIEW_HEIGHT),
  )
  const frame = runner.frameProps && (
    <iframe
      {...runner.frameProps}
      className={styles.preview}
      title={layout === 'web' ? `Preview of ${originalFiles[0].name}` : `Runner of ${originalFiles[0].name}`}
      hidden={layout === 'console'}
      style={{ '--preview-height': `${previewHeight}px` } as CSSProperties}
    />
  )
  const consolePanel = <ConsolePanel entries={state.entries} />
  const failurePanel = state.status === 'failed' && (
    <LoadFailure message={state.haltReason ?? ''} onRetry={() => runNow(run.files)} />
  )

  return (
    <PlaygroundFrame
      layout={layout}
      height={height}
      tabs={<FileTabs files={files} active={active} onSelect={setActive} panelId={editorId} />}
      actions={
        <>
          <button type="button" className={styles.action} onClick={() => runNow(files)}>
            Run
          </button>
          <button type="button" className={styles.action} onClick={reset}>
            Reset
          </button>
          <button type="button" className={styles.action} onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </>
      }
      code={
        <CodeEditor
          id={editorId}
          fileName={activeFile.name}
          code={activeFile.code}
          onChange={(code) => setFiles((current) => replaceFile(current, active, code))}
          errorLine={errorLine}
          // Only when the static view it replaces had focus: the reader's place is kept, not taken.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves only from the replaced view
          autoFocus={focusEditor}
          hintId={hintId}
          onFocusChange={setEditorFocused}
        />
      }
      codeFooter={
        <p id={hintId} className={editorFocused ? styles.hint : 'sr-only'}>
          Tab indents. Press Escape, then Tab, to leave the editor. Changes run as you type.
        </p>
      }
      output={
        layout === 'web' ? (
          <>
            <OutputBox label="Preview" status={status}>
              {haltPanel}
              {errorPanel}
              {frame}
              {failurePanel}
            </OutputBox>
            {showConsole && <OutputBox label="Console">{consolePanel}</OutputBox>}
          </>
        ) : (
          <OutputBox label="Console" status={status}>
            {consolePanel}
            {haltPanel}
            {errorPanel}
            {frame}
            {failurePanel}
          </OutputBox>
        )
      }
    />
  )
}
