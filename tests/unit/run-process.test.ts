import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runProcess } from '../../src/node/samples/run-process'

/** Whether the process `pid` still runs (a zombie, ended but not yet reaped, does not). */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z'
  } catch {
    return false
  }
}

// A sample that runs too long is stopped with everything it started: Vitest, for one, runs the
// tests in a child process, which once outlived it and kept a core busy for the rest of npm test.
describe.runIf(process.platform === 'linux')('a process stopped for running too long', () => {
  it('takes the processes it started with it', async () => {
    const spinner = "require('node:child_process').spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })"
    const outcome = await runProcess(
      process.execPath,
      ['-e', `const child = ${spinner}; console.log(child.pid); setInterval(() => {}, 1000)`],
      { cwd: process.cwd(), env: process.env, timeoutMs: 1500 },
    )
    const spinnerPid = Number(outcome.stdout.trim())
    expect(outcome.timedOut).toBe(true)
    expect(spinnerPid).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const left = running(spinnerPid)
    // A failing run must not leave the spinner behind either.
    if (left) process.kill(spinnerPid, 'SIGKILL')
    expect(left).toBe(false)
  })
})
