/**
 * Runs `run` and `run="dom"` samples in Node with the real library and compares what they print
 * with their ```output block. Each sample runs in its own process, so module state (such as the
 * automatic manager names) starts fresh, exactly as for a reader who runs the example.
 */
import path from 'node:path'
import ts from 'typescript'
import type { CodeSample } from './extract'
import { runProcess } from './run-process'

export interface RunResult {
  readonly sample: CodeSample
  /** Everything the sample printed through console.log/info/warn/error, one line per call. */
  readonly output: string
  /** Why the sample failed to finish (an uncaught error, a timeout), or null. */
  readonly error: string | null
}

export interface RunOptions {
  /** The project root: samples import `cotton-box` from its node_modules. */
  readonly projectRoot: string
  readonly timeoutMs?: number
}

/** Routes every console method through one stream, formatted as Node's console formats it. */
const consoleCapture = `const { format } = require('node:util')
for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
  console[method] = (...args) => { process.stdout.write(format(...args) + '\\n') }
}
`

/**
 * A `run="dom"` sample's page: a jsdom window whose globals (document, localStorage, HTMLElement…)
 * are the script's own, as in a browser tab, and React's act environment on, as a test runner
 * sets it, so `act` waits for the renders a sample starts. Set before the sample's imports run.
 */
const domPage = `const { JSDOM } = require('jsdom')
const page = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://example.com/', pretendToBeVisual: true })
for (const key of Object.getOwnPropertyNames(page.window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, get: () => page.window[key] })
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
`

/**
 * CommonJS for Node, wrapped in an async function so that top-level await works. JSX (tsx and
 * jsx samples) compiles to react/jsx-runtime calls, as in the site's own TypeScript setup.
 */
export function toRunnableScript(sample: CodeSample): string {
  const { outputText } = ts.transpileModule(sample.code, {
    fileName: `sample.${sample.language}`,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  })
  const page = sample.runIn === 'dom'
  const script = `(async () => {\n${outputText}\n})().catch((error) => {\n  process.stderr.write(String(error?.stack ?? error) + '\\n')\n  process.exitCode = 1\n})`
  // The page's timers (requestAnimationFrame) would keep the process alive after the sample ends.
  return page
    ? `${consoleCapture}${domPage}${script}.finally(() => page.window.close())\n`
    : `${consoleCapture}${script}\n`
}

/**
 * Long enough for a jsdom sample started beside five others while a build takes both cores (one
 * needed over 10 s there); a sample kept alive by a timer still fails, later.
 */
const RUN_TIMEOUT_MS = 30_000

export async function runSample(
  sample: CodeSample,
  { projectRoot, timeoutMs = RUN_TIMEOUT_MS }: RunOptions,
): Promise<RunResult> {
  const run = await runProcess(process.execPath, ['-'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_PATH: path.join(projectRoot, 'node_modules'), NODE_ENV: 'development' },
    stdin: toRunnableScript(sample),
    timeoutMs,
  })
  const output = run.stdout.replace(/\n$/, '')
  if (run.timedOut)
    return { sample, output, error: `did not finish within ${timeoutMs} ms (a timer or promise keeps it alive)` }
  if (run.code !== 0) return { sample, output, error: `exited with code ${run.code}:\n${run.stderr.trim()}` }
  return { sample, output, error: null }
}

/** Runs samples a few at a time; they mostly wait on short timers, so more than the core count. */
export async function runSamples(
  samples: ReadonlyArray<CodeSample>,
  options: RunOptions,
  concurrency = 6,
): Promise<RunResult[]> {
  const results = new Array<RunResult>(samples.length)
  let next = 0
  const worker = async () => {
    while (next < samples.length) {
      const index = next++
      results[index] = await runSample(samples[index], options)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, samples.length) }, worker))
  return results
}

/** A line diff (longest common subsequence): ' ' same, '-' expected only, '+' printed only. */
export function diffLines(expected: string, actual: string): string[] {
  const a = expected.split('\n')
  const b = actual.split('\n')
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  const lines: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push(`  ${a[i]}`)
      i += 1
      j += 1
    } else if (i < a.length && (j >= b.length || lcs[i + 1][j] >= lcs[i][j + 1])) lines.push(`- ${a[i++]}`)
    else lines.push(`+ ${b[j++]}`)
  }
  return lines
}

/** What is wrong with a run, naming the MDX file and line; null when it printed the expected output. */
export function describeRunFailure(result: RunResult): string | null {
  const { sample } = result
  const where = `${sample.file}:${sample.line}`
  if (result.error) return `${where}: the sample ${result.error}`
  const expected = (sample.expectedOutput ?? '').replace(/\s+$/, '')
  const actual = result.output.replace(/\s+$/, '')
  if (expected === actual) return null
  return `${where}: the sample's console output differs from its \`\`\`output block (- expected, + printed):\n${diffLines(expected, actual).join('\n')}`
}
