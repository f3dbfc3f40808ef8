import { useEffect, useRef, type KeyboardEvent } from 'react'
import { CodeSurface } from '../CodeSurface'
import * as styles from '../Playground.module.css'
import { indent, newline, outdent, type TextEdit } from './editing'

interface CodeEditorProps {
  readonly id: string
  readonly fileName: string
  readonly code: string
  readonly onChange: (code: string) => void
  readonly errorLine?: number
  readonly autoFocus?: boolean
  /** The element that explains the keys; shown by the playground while the editor has focus. */
  readonly hintId: string
  readonly onFocusChange: (focused: boolean) => void
}

const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'Meta'])

/** Applies an edit through the browser's editing commands, so undo and redo keep working. */
function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit, onChange: (code: string) => void) {
  textarea.setSelectionRange(edit.replaceStart, edit.replaceEnd)
  if (!document.execCommand('insertText', false, edit.insertion)) {
    textarea.setRangeText(edit.insertion, edit.replaceStart, edit.replaceEnd)
    onChange(textarea.value)
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd)
}

/**
 * A plain textarea over the highlighted code. Tab indents; Escape hands Tab back to the page for
 * the next key press, so the keyboard can always leave the editor.
 */
export function CodeEditor({
  id,
  fileName,
  code,
  onChange,
  errorLine,
  autoFocus = false,
  hintId,
  onFocusChange,
}: CodeEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const tabLeaves = useRef(false)

  useEffect(() => {
    if (autoFocus) textareaRef.current?.focus()
  }, [autoFocus])

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const textarea = event.currentTarget
    const { selectionStart: start, selectionEnd: end, value } = textarea
    if (event.key === 'Escape') {
      event.preventDefault()
      tabLeaves.current = true
      return
    }
    if (modifierKeys.has(event.key)) return
    const leave = tabLeaves.current
    tabLeaves.current = false
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return
    if (event.key === 'Tab' && !leave) {
      event.preventDefault()
      applyEdit(textarea, event.shiftKey ? outdent(value, start, end) : indent(value, start, end), onChange)
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      applyEdit(textarea, newline(value, start, end), onChange)
    }
  }

  return (
    <CodeSurface fileName={fileName} code={code} errorLine={errorLine}>
      <textarea
        ref={textareaRef}
        id={id}
        className={styles.input}
        value={code}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => onFocusChange(true)}
        onBlur={() => {
          onFocusChange(false)
          tabLeaves.current = false
        }}
        aria-label={`Code editor: ${fileName}`}
        aria-describedby={hintId}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        data-gramm="false"
      />
    </CodeSurface>
  )
}
