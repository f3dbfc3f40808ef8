/** Runs a child process to its end, or kills it after a timeout: what both sample runners need. */
import { spawn } from 'node:child_process'

export interface ProcessOutcome {
  readonly stdout: string
  readonly stderr: string
  /** The exit code; null when the process was killed. */
  readonly code: number | null
  /** True when the timeout killed it. */
  readonly timedOut: boolean
}

export function runProcess(
  command: string,
  args: ReadonlyArray<string>,
  options: {
    readonly cwd: string
    readonly env: NodeJS.ProcessEnv
    readonly stdin?: string
    readonly timeoutMs: number
  },
): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    // A process group of its own: Vitest runs the tests in a child of its own, which outlived a
    // Vitest killed alone and kept spinning on a core for the rest of `npm test`.
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    })
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // The group has already ended.
      }
    }
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      timedOut = true
      killGroup()
    }, options.timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      // Whatever it started and left behind goes with it.
      killGroup()
      resolve({ stdout, stderr, code, timedOut })
    })
    child.stdin.end(options.stdin ?? '')
  })
}
