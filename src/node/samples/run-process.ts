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
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ stdout, stderr, code, timedOut })
    })
    child.stdin.end(options.stdin ?? '')
  })
}
