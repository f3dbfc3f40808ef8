import { withPrefix } from 'gatsby'
import { useEffect, useMemo, useRef, useState, type IframeHTMLAttributes, type RefObject } from 'react'
import {
  HANG_AFTER_MS,
  themeHash,
  type HostMessage,
  type LogEntry,
  type PlaygroundError,
  type PlaygroundFile,
  type PlaygroundLayout,
  type PlaygroundTheme,
  type RunnerMessage,
} from '../../../shared/playground-protocol'

/** More console lines than this and the run is stopped: a timer is flooding the console. */
export const MAX_CONSOLE_ENTRIES = 500
/** How long after its page has loaded a runner may take to say it is ready. */
const READY_GRACE_MS = 2000
const WATCHDOG_TICK_MS = 500

export const HANG_MESSAGE = `The code ran for ${HANG_AFTER_MS / 1000} seconds without pausing, so it was stopped. Look for an infinite loop, then edit the code to run it again.`
export const FLOOD_MESSAGE = `The code logged more than ${MAX_CONSOLE_ENTRIES} messages, so it was stopped. Look for a timer that never stops, then edit the code to run it again.`
export const RUNNER_LOAD_FAILURE = 'The playground runner could not be loaded.'

export type RunStatus = 'starting' | 'running' | 'stopped' | 'failed'

export interface RunState {
  readonly status: RunStatus
  readonly entries: ReadonlyArray<LogEntry>
  /** The latest error the code raised. */
  readonly error: PlaygroundError | null
  /** Why the run was stopped or could not start. */
  readonly haltReason: string | null
  /** The height the preview asked for. */
  readonly contentHeight: number | null
}

const starting: RunState = { status: 'starting', entries: [], error: null, haltReason: null, contentHeight: null }

interface SandboxRunnerOptions {
  readonly layout: PlaygroundLayout
  readonly files: ReadonlyArray<PlaygroundFile>
  /** A new id starts a new run in a fresh iframe: nothing of the last run survives it. */
  readonly runId: number
  readonly theme: PlaygroundTheme
}

export interface SandboxRunner {
  readonly state: RunState
  /** Props for the runner iframe; null once the run is stopped (removing the iframe ends it). */
  readonly frameProps:
    (IframeHTMLAttributes<HTMLIFrameElement> & { key: number; ref: RefObject<HTMLIFrameElement | null> }) | null
}

/**
 * Runs files in a sandboxed iframe (scripts only, an opaque origin, its own process in modern
 * browsers) and watches it: a runner that stops sending its heartbeat is hanging and gets removed.
 */
export function useSandboxRunner({ layout, files, runId, theme }: SandboxRunnerOptions): SandboxRunner {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [state, setState] = useState<RunState>(starting)
  const filesRef = useRef(files)
  filesRef.current = files
  const themeRef = useRef(theme)
  themeRef.current = theme
  const onFrameLoad = useRef<() => void>(() => undefined)

  // The theme goes in the URL for the first paint; later changes are sent as messages.
  // A new run (runId) reads the theme of that moment; changes during a run go as messages.
  const src = useMemo(
    () => `${withPrefix(`/${__COTTON_BOX_PLAYGROUND__[layout]}`)}${themeHash(themeRef.current)}`,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runId is the trigger, not an input
    [layout, runId],
  )

  useEffect(() => {
    setState(starting)
    let ready = false
    let halted = false
    let logged = 0
    let lastSign = performance.now()
    const timers: ReturnType<typeof setTimeout>[] = []
    const send = (message: HostMessage) => frameRef.current?.contentWindow?.postMessage(message, '*')
    const halt = (status: 'stopped' | 'failed', haltReason: string) => {
      halted = true
      setState((current) => ({ ...current, status, haltReason }))
    }

    const onMessage = (event: MessageEvent<RunnerMessage>) => {
      if (halted || !frameRef.current || event.source !== frameRef.current.contentWindow) return
      lastSign = performance.now()
      const message = event.data
      switch (message.type) {
        case 'ready':
          ready = true
          // A theme change while the frame was loading was posted to the page it replaced.
          send({ type: 'theme', theme: themeRef.current })
          send({ type: 'run', files: filesRef.current })
          setState((current) => ({ ...current, status: 'running' }))
          break
        case 'log':
          logged += 1
          if (logged > MAX_CONSOLE_ENTRIES) halt('stopped', FLOOD_MESSAGE)
          else setState((current) => ({ ...current, entries: [...current.entries, message.entry] }))
          break
        case 'error':
          setState((current) => ({ ...current, error: message.error }))
          break
        case 'size':
          setState((current) => ({ ...current, contentHeight: message.height }))
          break
      }
    }
    window.addEventListener('message', onMessage)

    onFrameLoad.current = () => {
      timers.push(
        setTimeout(() => {
          if (!ready && !halted) halt('failed', RUNNER_LOAD_FAILURE)
        }, READY_GRACE_MS),
      )
    }
    let lastTick = performance.now()
    const watchdog = setInterval(() => {
      const now = performance.now()
      // A late tick means the page itself was busy: the runner's messages are still queued behind
      // this tick, so its silence means nothing. Neither does it in a hidden tab, which throttles
      // the runner's timers too.
      const pageWasBusy = now - lastTick > WATCHDOG_TICK_MS * 2
      lastTick = now
      if (!ready || halted || document.hidden || pageWasBusy) {
        lastSign = now
        return
      }
      if (now - lastSign > HANG_AFTER_MS) halt('stopped', HANG_MESSAGE)
    }, WATCHDOG_TICK_MS)

    return () => {
      window.removeEventListener('message', onMessage)
      clearInterval(watchdog)
      timers.forEach(clearTimeout)
    }
  }, [layout, runId])

  useEffect(() => {
    frameRef.current?.contentWindow?.postMessage({ type: 'theme', theme } satisfies HostMessage, '*')
  }, [theme])

  const halted = state.status === 'stopped' || state.status === 'failed'
  return {
    state,
    frameProps: halted
      ? null
      : {
          key: runId,
          ref: frameRef,
          src,
          sandbox: 'allow-scripts',
          referrerPolicy: 'no-referrer',
          onLoad: () => onFrameLoad.current(),
        },
  }
}
