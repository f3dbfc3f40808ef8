/**
 * The messages between a page's playground and its sandboxed runner (an iframe on an opaque
 * origin). The page sends code; the runner answers with console output, errors, its size and a
 * heartbeat, so the page can stop a runner that hangs.
 */

export type PlaygroundLayout = 'console' | 'web'

export type PlaygroundTheme = 'light' | 'dark'

export interface PlaygroundFile {
  /** A file name with its extension: App.tsx, styles.css. */
  readonly name: string
  readonly code: string
}

export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug'

export interface LogEntry {
  readonly level: LogLevel
  /** The arguments formatted as one line (or several), the way Node's console prints them. */
  readonly text: string
}

export interface PlaygroundError {
  /** The error's name (SyntaxError, TypeError…) or what went wrong ("Unhandled rejection"). */
  readonly title: string
  readonly message: string
  /** Where in the reader's code, when the runner could tell. */
  readonly file?: string
  readonly line?: number
  readonly column?: number
}

export type HostMessage =
  | { readonly type: 'run'; readonly files: ReadonlyArray<PlaygroundFile> }
  | { readonly type: 'theme'; readonly theme: PlaygroundTheme }

export type RunnerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'alive' }
  | { readonly type: 'log'; readonly entry: LogEntry }
  | { readonly type: 'error'; readonly error: PlaygroundError }
  /** The height the rendered preview needs, in CSS pixels (web layout). */
  | { readonly type: 'size'; readonly height: number }

/** How often a runner says it is alive; the page stops a runner silent for `hangAfterMs`. */
export const HEARTBEAT_MS = 250
export const HANG_AFTER_MS = 3000

/** The runner reads the colour mode from its URL's hash (`#theme=dark`) before anything paints. */
export function themeHash(theme: PlaygroundTheme): string {
  return `#theme=${theme}`
}

export function themeFromHash(hash: string): PlaygroundTheme {
  return /(?:^#|&)theme=dark(?:&|$)/.test(hash) ? 'dark' : 'light'
}
