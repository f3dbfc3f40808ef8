/**
 * Runs `run="vitest"` samples: each block is a test file, run by Vitest in jsdom with the real
 * library and React Testing Library, as a reader who copies it into a Vite project runs it. The
 * sample's "output" is what Vitest's verbose reporter prints, without colours and timings: a line
 * per test (✓ passed, × failed, with the failure's first line), then the count of tests.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CodeSample } from './extract'
import { pageCompanions } from './page-companions'
import type { RunOptions, RunResult } from './run'
import { runProcess } from './run-process'

/** The part of Vitest's JSON report (its Jest-compatible shape) the output is made from. */
interface VitestReport {
  readonly testResults: ReadonlyArray<{
    readonly name: string
    readonly message: string
    readonly assertionResults: ReadonlyArray<{
      readonly ancestorTitles: ReadonlyArray<string>
      readonly title: string
      readonly status: string
      readonly failureMessages: ReadonlyArray<string>
    }>
  }>
}

/** The file name a sample runs as: its title, or a name Vitest picks up. */
function testFileName(sample: CodeSample): string {
  const title = sample.meta.title ?? `sample.test.${sample.language}`
  return path.basename(title)
}

// Colour codes, should a reporter print them despite FORCE_COLOR=0.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** What Vitest prints for one file, as the page shows it. */
export function formatTestFile(fileName: string, file: VitestReport['testResults'][number]): string {
  const lines: string[] = []
  let passed = 0
  let failed = 0
  for (const test of file.assertionResults) {
    const name = [fileName, ...test.ancestorTitles, test.title].join(' > ')
    if (test.status === 'passed') {
      passed += 1
      lines.push(`✓ ${name}`)
    } else if (test.status === 'failed') {
      failed += 1
      lines.push(`× ${name}`)
      // Vitest's reporter shows an assertion's message without its class name.
      const reason = (test.failureMessages[0] ?? '')
        .replace(ansi, '')
        .split('\n')[0]
        .replace(/^AssertionError: /, '')
      if (reason) lines.push(`  → ${reason}`)
    } else lines.push(`↓ ${name} [skipped]`)
  }
  const counts = [failed > 0 ? `${failed} failed` : '', passed > 0 ? `${passed} passed` : ''].filter(Boolean)
  lines.push('', `Tests  ${counts.join(' | ')} (${file.assertionResults.length})`)
  return lines.join('\n')
}

/**
 * One Vitest process runs every test-file sample: about 20 s alone, near a minute beside a Gatsby
 * build and other checks on two cores; a test kept waiting for ever still fails, later.
 */
const VITEST_TIMEOUT_MS = 180_000

/**
 * Runs the samples in one Vitest process, each as a file of its own folder (Vitest isolates test
 * files, so module state starts fresh for each). The folder is under the project's node_modules,
 * so the samples import the project's own `cotton-box`, React and Testing Library.
 */
export async function runVitestSamples(
  samples: ReadonlyArray<CodeSample>,
  {
    projectRoot,
    timeoutMs = VITEST_TIMEOUT_MS,
    pool = samples,
  }: RunOptions & {
    /** The samples whose blocks a test file may import by title (page-companions.ts). */
    readonly pool?: ReadonlyArray<CodeSample>
  },
): Promise<RunResult[]> {
  if (samples.length === 0) return []
  const dir = path.join(projectRoot, 'node_modules', '.cache', 'cotton-box-samples', `vitest-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  const files = samples.map((sample, index) => path.join(dir, String(index), testFileName(sample)))
  samples.forEach((sample, index) => {
    mkdirSync(path.dirname(files[index]), { recursive: true })
    writeFileSync(files[index], sample.code)
    for (const companion of pageCompanions(sample, pool))
      writeFileSync(path.join(path.dirname(files[index]), companion.fileName), companion.code)
  })
  writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    // Only the samples are test files: the page blocks they import sit beside them.
    `export default { esbuild: { jsx: 'automatic' }, test: { environment: 'jsdom', include: ${JSON.stringify(files.map((file) => path.relative(dir, file).replace(/\\/g, '/')))}, exclude: [], watch: false } }\n`,
  )
  const reportFile = path.join(dir, 'report.json')
  const { ok, log } = await runVitest(projectRoot, dir, reportFile, timeoutMs)
  let report: VitestReport | null = null
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport
  } catch {
    report = null
  }
  rmSync(dir, { recursive: true, force: true })
  return samples.map((sample, index) => {
    const file = report?.testResults.find((result) => path.resolve(result.name) === files[index])
    if (!file) {
      const why = ok ? 'was not reported by Vitest' : `did not finish under Vitest:\n${log.trim()}`
      return { sample, output: '', error: why }
    }
    if (file.assertionResults.length === 0)
      return { sample, output: '', error: `failed to run as a test file:\n${file.message.replace(ansi, '').trim()}` }
    return { sample, output: formatTestFile(testFileName(sample), file), error: null }
  })
}

async function runVitest(
  projectRoot: string,
  dir: string,
  reportFile: string,
  timeoutMs: number,
): Promise<{ ok: boolean; log: string }> {
  const vitest = path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs')
  const config = path.join(dir, 'vitest.config.mjs')
  const run = await runProcess(
    process.execPath,
    [vitest, 'run', '--root', dir, '--config', config, '--reporter=json', `--outputFile=${reportFile}`],
    { cwd: dir, env: { ...process.env, NODE_ENV: 'test', FORCE_COLOR: '0' }, timeoutMs },
  )
  // Vitest exits with 1 when a test fails, which a sample may show on purpose.
  return { ok: !run.timedOut && (run.code === 0 || run.code === 1), log: run.stdout + run.stderr }
}
