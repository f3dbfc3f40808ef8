/**
 * Loops that cannot freeze the page. Each loop of a reader's compiled file calls a guard at the
 * start of every pass; a loop that keeps its thread past LOOP_LIMIT_MS throws, naming its line.
 * Only Chromium runs the sandboxed frame in a process of its own, where the page's watchdog can
 * remove a frame that hangs: in Firefox and Safari the frame shares the page's thread, so a loop
 * that never yields would freeze the whole tab. The watchdog stays, for hangs that are not loops.
 */
import { parse, type Node } from 'acorn'

/** How long one task may spend in a reader's loops: well under a second, and far above any sample's need. */
export const LOOP_LIMIT_MS = 500

/** The global the guarded loops call. */
export const LOOP_GUARD_GLOBAL = '__cottonBoxLoopGuard'

export const runawayLoopMessage = (limitMs: number) =>
  `This loop ran for ${limitMs / 1000} seconds without pausing, so it was stopped. ` +
  'Fix it, then press Run or edit the code to run it again.'

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement'])

interface LoopNode extends Node {
  readonly body: Node
}

/** Every loop in the tree under `node`, found by walking every child node. */
function loopsIn(node: Node, found: LoopNode[] = []): LoopNode[] {
  if (LOOPS.has(node.type)) found.push(node as LoopNode)
  for (const value of Object.values(node)) {
    const children: unknown[] = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child !== null && typeof child === 'object' && typeof (child as Node).type === 'string')
        loopsIn(child as Node, found)
  }
  return found
}

/** The 1-based line of `offset` in `code`. */
const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length

/**
 * `code` with a guard call at the start of every loop's body (a body without braces gets them),
 * on the lines where they were: line numbers in errors stay the reader's. Code that does not
 * parse comes back as it was; the compiler has already reported what it could not read.
 */
export function guardLoops(code: string, fileName: string): string {
  let tree: Node
  try {
    tree = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
      allowHashBang: true,
    })
  } catch {
    return code
  }
  const inserts: Array<{ at: number; text: string }> = []
  for (const loop of loopsIn(tree)) {
    const guard = `${LOOP_GUARD_GLOBAL}(${JSON.stringify(fileName)},${lineAt(code, loop.start)});`
    if (loop.body.type === 'BlockStatement') inserts.push({ at: loop.body.start + 1, text: guard })
    else inserts.push({ at: loop.body.start, text: `{${guard}` }, { at: loop.body.end, text: '}' })
  }
  // From the end, so earlier offsets stay valid; at one offset, the later text goes first.
  return inserts
    .map((insert, order) => ({ ...insert, order }))
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .reduce((guarded, { at, text }) => guarded.slice(0, at) + text + guarded.slice(at), code)
}

/** The error a runaway loop throws: its name is the title the playground shows, with the loop's place. */
export class RunawayLoopError extends Error {
  override name = 'Infinite loop'

  constructor(
    readonly file: string,
    readonly line: number,
    limitMs: number,
  ) {
    super(runawayLoopMessage(limitMs))
  }
}

/** What the guard reads the time with, and how it waits for the next task. */
export interface GuardClock {
  readonly now: () => number
  readonly nextTask: (callback: () => void) => void
}

/**
 * Installs the guard the compiled loops call. A pass checks the time since the first guarded pass
 * of the current task; once a task has run past `limitMs`, every guarded loop in it throws (a
 * `catch` around one loop does not keep an outer one going). The clock starts again in the next
 * task, which a loop of awaits never lets come either. The clock is taken at install, before the
 * reader's code could replace `setTimeout`.
 */
export function installLoopGuard(
  scope: Record<string, unknown>,
  limitMs = LOOP_LIMIT_MS,
  clock: GuardClock = { now: performance.now.bind(performance), nextTask: setTimeout.bind(globalThis) },
): void {
  let taskStart: number | null = null
  scope[LOOP_GUARD_GLOBAL] = (fileName: string, line: number) => {
    const time = clock.now()
    if (taskStart === null) {
      taskStart = time
      clock.nextTask(() => (taskStart = null))
    }
    if (time - taskStart > limitMs) throw new RunawayLoopError(fileName, line, limitMs)
  }
}
