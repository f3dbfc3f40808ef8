import { describe, expect, it } from 'vitest'
import { compileFile } from '../../src/playground-runtime/compile'
import { reportThrown } from '../../src/playground-runtime/error-report'
import {
  guardLoops,
  installLoopGuard,
  LOOP_GUARD_GLOBAL,
  RunawayLoopError,
  type GuardClock,
} from '../../src/playground-runtime/loop-guard'

type Evaluated = (...args: unknown[]) => unknown

/** `code` as a function of the named parameters, as the runner evaluates a compiled file. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the runner evaluates compiled code the same way
const evaluated = (parameters: string[], code: string) => new Function(...parameters, code) as Evaluated

/** Compiles a reader's file as the runner does, guards its loops, and runs it with a guard of `limitMs`. */
function runGuarded(name: string, code: string, limitMs: number, clock?: GuardClock): unknown {
  const compiled = compileFile({ name, code })
  if (!compiled.ok) throw new Error(compiled.error.message)
  const scope: Record<string, unknown> = {}
  installLoopGuard(scope, limitMs, clock)
  return evaluated([LOOP_GUARD_GLOBAL, 'require', 'module', 'exports'], guardLoops(compiled.code, name))(
    scope[LOOP_GUARD_GLOBAL],
    () => ({}),
    { exports: {} },
    {},
  )
}

describe('loops in playground code', () => {
  it('each call the guard on the line they start, with braces where the body had none', () => {
    const code = [
      'let n = 0',
      'for (let i = 0; i < 3; i++) n++',
      'while (n < 10) { n++ }',
      'do n++; while (n < 20)',
      'outer: for (const key in { a: 1 }) for (const value of [1]) { if (value) continue outer }',
      "const text = 'while (true) {}'",
    ].join('\n')
    const guarded = guardLoops(code, 'count.ts')
    const guard = (line: number) => `${LOOP_GUARD_GLOBAL}("count.ts",${line});`
    expect(guarded.split('\n')).toEqual([
      'let n = 0',
      `for (let i = 0; i < 3; i++) {${guard(2)}n++}`,
      `while (n < 10) {${guard(3)} n++ }`,
      `do {${guard(4)}n++;} while (n < 20)`,
      `outer: for (const key in { a: 1 }) {${guard(5)}for (const value of [1]) {${guard(5)} if (value) continue outer }}`,
      "const text = 'while (true) {}'",
    ])
  })

  it('leave code that does not parse as it was', () => {
    expect(guardLoops('while (', 'broken.js')).toBe('while (')
  })

  it('run as before when they end in time', () => {
    expect(runGuarded('sum.ts', 'let sum = 0\nfor (let i = 1; i <= 100; i++) sum += i\nreturn sum', 1000)).toBe(5050)
  })

  it("stop a loop that keeps the thread, naming the reader's file and line", () => {
    const run = () =>
      runGuarded('watch.ts', "import { StateManager } from 'cotton-box'\nlet n = 0\nwhile (true) { n++ }", 50)
    expect(run).toThrow(RunawayLoopError)
    let thrown: unknown
    try {
      run()
    } catch (error) {
      thrown = error
    }
    expect(reportThrown(thrown, ['watch.ts'])).toEqual({
      title: 'Infinite loop',
      message:
        'This loop ran for 0.05 seconds without pausing, so it was stopped. Fix it, then press Run or edit the code to run it again.',
      file: 'watch.ts',
      line: 3,
    })
  })

  it('stop an outer loop whose inner runaway loop is caught', () => {
    const code = 'while (true) {\n  try {\n    while (true) {}\n  } catch {}\n}'
    expect(() => runGuarded('caught.js', code, 50)).toThrow(expect.objectContaining({ line: 1 }) as Error)
  })

  it('stop a loop of awaits, which never lets the next task come', async () => {
    const code = 'export async function spin() {\n  for (;;) await null\n}'
    const exports: Record<string, () => Promise<void>> = {}
    const compiled = compileFile({ name: 'spin.ts', code })
    if (!compiled.ok) throw new Error(compiled.error.message)
    const scope: Record<string, unknown> = {}
    installLoopGuard(scope, 50)
    evaluated([LOOP_GUARD_GLOBAL, 'exports'], guardLoops(compiled.code, 'spin.ts'))(scope[LOOP_GUARD_GLOBAL], exports)
    await expect(exports.spin()).rejects.toMatchObject({ name: 'Infinite loop', line: 2 })
  })

  it('give each task its own time: short loops across many tasks run on', () => {
    let time = 0
    const waiting: Array<() => void> = []
    const clock: GuardClock = { now: () => time, nextTask: (callback) => waiting.push(callback) }
    const scope: Record<string, unknown> = {}
    installLoopGuard(scope, 500, clock)
    const guard = scope[LOOP_GUARD_GLOBAL] as (file: string, line: number) => void
    const nextTask = () => waiting.splice(0).forEach((callback) => callback())
    guard('a.ts', 1)
    time = 400
    guard('a.ts', 1)
    nextTask()
    time = 900
    guard('a.ts', 1)
    time = 1300
    guard('a.ts', 1)
    time = 1401
    expect(() => guard('a.ts', 7)).toThrow(expect.objectContaining({ file: 'a.ts', line: 7 }) as Error)
  })
})
