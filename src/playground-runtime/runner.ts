/**
 * The side of a playground that runs inside the sandboxed iframe: it takes one `run` message from
 * the page, compiles and runs the files, and reports console output, errors and a heartbeat.
 * The page makes a new iframe for every run, so nothing (timers, watchers, listeners) outlives it.
 */
import {
  HEARTBEAT_MS,
  themeFromHash,
  type HostMessage,
  type LogLevel,
  type PlaygroundError,
  type PlaygroundFile,
  type PlaygroundTheme,
  type RunnerMessage,
} from '../shared/playground-protocol'
import { compileFile, isScriptFile } from './compile'
import { reportThrown } from './error-report'
import { guardLoops, installLoopGuard } from './loop-guard'
import { formatLogArguments } from './format-log'
import { runModules, type Builtins } from './modules'

export interface PresentContext {
  readonly report: (error: PlaygroundError) => void
  /** The reader's file names, to find them in stack traces. */
  readonly fileNames: ReadonlyArray<string>
}

export interface RunnerSetup {
  /** The modules a playground can import. */
  readonly builtins: Builtins
  /** Shows what the entry file exports (the web runner renders its default export). */
  readonly present?: (exports: Record<string, unknown>, context: PresentContext) => void
  /** Applies the CSS files (web runner). */
  readonly applyStyles?: (files: ReadonlyArray<PlaygroundFile>) => void
}

const levels: ReadonlyArray<LogLevel> = ['log', 'info', 'warn', 'error', 'debug']

function post(message: RunnerMessage): void {
  window.parent.postMessage(message, '*')
}

function applyTheme(theme: PlaygroundTheme): void {
  document.documentElement.dataset.theme = theme
}

export function startRunner(setup: RunnerSetup): void {
  applyTheme(themeFromHash(window.location.hash))
  let fileNames: string[] = []
  const report = (error: PlaygroundError) => post({ type: 'error', error })

  // The runner's own timer, taken before the reader's code could replace setInterval.
  window.setInterval(() => post({ type: 'alive' }), HEARTBEAT_MS)
  installLoopGuard(window as unknown as Record<string, unknown>)

  for (const level of levels) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      post({ type: 'log', entry: { level, text: formatLogArguments(args) } })
      original(...args)
    }
  }
  window.addEventListener('error', (event) => {
    event.preventDefault()
    report(
      event.error === undefined || event.error === null
        ? { title: 'Error', message: event.message }
        : reportThrown(event.error, fileNames),
    )
  })
  window.addEventListener('unhandledrejection', (event) => {
    event.preventDefault()
    report(reportThrown(event.reason, fileNames, 'Unhandled promise rejection'))
  })

  const run = (files: ReadonlyArray<PlaygroundFile>) => {
    fileNames = files.map((file) => file.name)
    const compiled: PlaygroundFile[] = []
    for (const file of files) {
      const result = compileFile(file)
      if (!result.ok) return report(result.error)
      compiled.push({ name: file.name, code: isScriptFile(file.name) ? guardLoops(result.code, file.name) : file.code })
    }
    setup.applyStyles?.(files.filter((file) => !isScriptFile(file.name)))
    try {
      const exports = runModules(compiled, setup.builtins)
      setup.present?.(exports, { report, fileNames })
    } catch (thrown) {
      report(reportThrown(thrown, fileNames))
    }
  }

  let ran = false
  window.addEventListener('message', (event: MessageEvent<HostMessage>) => {
    if (event.source !== window.parent) return
    const message = event.data
    if (message.type === 'theme') applyTheme(message.theme)
    if (message.type === 'run' && !ran) {
      ran = true
      run(message.files)
    }
  })

  new ResizeObserver(() =>
    post({ type: 'size', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }),
  ).observe(document.documentElement)
  post({ type: 'ready' })
}
