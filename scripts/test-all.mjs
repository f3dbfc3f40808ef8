// @ts-check
/**
 * Runs every test of the site: the checks that need no build (type check, lint, unit tests) one
 * after another while the test build runs beside them, followed by the content checks (code
 * samples type-checked and run, content lint); then the browser tests against the build in
 * Chromium, with the builds after a build beside them at the lowest CPU priority; then the other
 * integration tests (build failures, `gatsby develop`) followed by the flows in Firefox and
 * WebKit, beside the rest of the builds after a build. Each line of a lane is prefixed with it.
 * Prints one closing line "N passed, N failed" and exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { ensureBrowsers } from './ensure-browsers.mjs'
import { browserPath, DEBIAN_BROWSERS } from './lib/debian-browsers.mjs'
import { canSetGroupNice, LOWEST, NORMAL, setGroupNice } from './lib/scheduling-group.mjs'

/** @typedef {{ name: string, passed: number, failed: number, note?: string }} StepResult */

/** @type {StepResult[]} */
const results = []

/** Commands started in a session of their own, which an interrupted run must stop itself. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const ownSessions = new Set()
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of ownSessions) if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    process.exit(130)
  })
}

/**
 * @typedef {object} RunOptions
 * @property {Record<string, string>} [env]
 * @property {string} [lane] each output line is prefixed with it, so lanes can share the terminal
 * @property {(pid: number) => void} [ownSession] start the command in a session (and so a
 *   scheduling group) of its own, and call this with its process id
 */

/**
 * Runs a command. Resolves to whether it succeeded.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<boolean>}
 */
function run(command, args, { env = {}, lane, ownSession } = {}) {
  const prefix = lane ? `[${lane}] ` : ''
  console.log(`\n${prefix}$ ${[command, ...args].join(' ')}`)
  const child = spawn(command, args, {
    stdio: ['ignore', lane ? 'pipe' : 'inherit', lane ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
    detached: ownSession !== undefined,
  })
  if (ownSession && child.pid !== undefined) {
    ownSessions.add(child)
    ownSession(child.pid)
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`))
  }
  const started = Date.now()
  return new Promise((resolve) =>
    child.on('close', (code) => {
      ownSessions.delete(child)
      // Each step's wall time, so a run's log shows where its minutes went.
      console.log(`${prefix}(${command} ${args[0] ?? ''}: ${Math.round((Date.now() - started) / 1000)} s)`)
      resolve(code === 0)
    }),
  )
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/**
 * A check that is one pass or one failure (type check, lint, build).
 * @param {string} name
 * @param {boolean} ok
 */
function record(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
  return ok
}

/**
 * @param {string} name
 * @param {string} config
 * @param {string} report
 * @param {RunOptions & { args?: string[] }} [options] `args`: more arguments for Vitest (the
 *   files to run, or to leave out)
 */
async function vitest(name, config, report, { args = [], ...options } = {}) {
  const ok = await run(
    'npx',
    ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...args],
    options,
  )
  const json = readJson(report)
  const passed = json?.numPassedTests ?? 0
  const failed = (json?.numFailedTests ?? 0) + (ok || json?.numFailedTests ? 0 : 1)
  /** @type {StepResult} */
  const result = { name, passed, failed }
  results.push(result)
  return result
}

rmSync('reports', { recursive: true, force: true })
mkdirSync('reports', { recursive: true })

try {
  ensureBrowsers()
} catch (error) {
  // The Chromium lane runs if its browsers are there; the engine lane says what it misses itself.
  console.error(`\n${/** @type {Error} */ (error).message}`)
}
const browserReady = [DEBIAN_BROWSERS.headlessShell, DEBIAN_BROWSERS.chromium].every((browser) =>
  existsSync(browserPath(browser)),
)

/** The checks that need neither a build nor content, in order. */
async function checks() {
  const lane = 'checks'
  record('type check', await run('npx', ['tsc', '--noEmit'], { lane }))
  record('lint', await run('npm', ['run', 'lint', '--silent'], { lane }))
  await vitest('unit tests', 'vitest.config.ts', 'reports/unit.json', { lane })
}

/** The content checks: code samples type-checked and run, and the content lint. */
async function contentChecks() {
  const content = await vitest('content checks', 'vitest.content.config.ts', 'reports/content.json', {
    lane: 'content',
    env: { SAMPLE_COUNTS_FILE: 'reports/sample-counts.json' },
  })
  const sampleCounts = readJson('reports/sample-counts.json')
  content.note = sampleCounts?.line ?? 'no sample counts (the sample checker did not finish)'
}

/**
 * A canary: the build runs with an Algolia admin key no file in the repository holds, new each run,
 * and the browser tests get the same value, so the scan of the build output has a real secret to
 * look for (tests/e2e/built-output.spec.ts).
 */
const canary = { ALGOLIA_ADMIN_API_KEY: `canary-admin-key-${randomBytes(16).toString('hex')}` }

/** The test build: the production build plus the fixture pages some browser tests read. */
async function build() {
  const lane = 'build'
  return (
    (await run('npx', ['gatsby', 'clean'], { lane })) &&
    (await run('npx', ['gatsby', 'build', '--prefix-paths'], {
      lane,
      env: { CI: 'true', COTTON_BOX_TEST_PAGES: 'true', ...canary },
    }))
  )
}

/** The browser tests against the test build, in Chromium. */
async function browserTests() {
  const ok = await run('npx', ['playwright', 'test'], { env: canary, lane: 'browser' })
  const stats = readJson('reports/e2e.json')?.stats
  results.push({
    name: 'browser tests',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (ok || stats?.unexpected ? 0 : 1),
  })
}

/** The reader flows in Firefox and WebKit, against the same test build. */
async function engineTests() {
  await vitest('engine tests (Firefox, WebKit)', 'vitest.engines.config.ts', 'reports/engines.json', {
    env: canary,
    lane: 'engines',
  })
}

// The browser tests start once the checks and the test build are done: beside them the samples'
// jsdom pages took over their 10 s and failed (fresh clone of 0aa76de). The integration tests
// (Gatsby builds in copies of the project) run after the browser tests, not beside: beside them
// both lanes slowed so much that together they took longer than one after the other (fresh clone
// of f00dcb9: the browser tests took 1039 s instead of 648 s alone, builds-after-a-build 1163 s
// instead of 267 s). Alone, the integration tests leave a quarter of the CPU idle (2026-11-27 on
// 1129ac6, vmstat: 24 % idle over 405 s): so the builds after a build, which copy the test build,
// run in one lane, and the other integration tests then the Firefox and WebKit flows in another.
const buildsAfterABuildFile = 'tests/integration/builds-after-a-build.test.ts'
const buildsAfterABuild = (/** @type {RunOptions} */ options = {}) =>
  vitest(
    'integration tests (builds after a build)',
    'vitest.integration.config.ts',
    'reports/integration-builds.json',
    { ...options, lane: 'builds', args: [buildsAfterABuildFile] },
  )
const otherIntegrationTests = () =>
  vitest('integration tests (the others)', 'vitest.integration.config.ts', 'reports/integration-others.json', {
    lane: 'integration',
    args: ['--exclude', buildsAfterABuildFile],
  })
// The content checks follow the test build in its lane, beside the unit tests. After the other
// checks they made that lane the longest: 217 s, where the type check, lint and unit tests took
// 171 s and the test build 141 s (fresh clone of 80c200e).
const [built] = await Promise.all([
  build().then(async (ok) => {
    await contentChecks()
    return ok
  }),
  checks(),
])
record('production build', built)
if (built && browserReady) {
  // The builds after a build start with the browser tests, at the lowest priority: they take what
  // the browser tests leave idle (6 % of both cores), then run at full priority once those are
  // done. On a clone of ff0a48d they then needed 343 s after the browser tests (425 s when they
  // started after them), and the browser tests took 658 s (665 s). Where the machine cannot
  // raise a group's priority back, they wait for the browser tests instead.
  /** @type {number | undefined} */
  let buildsGroup
  const builds = (await canSetGroupNice())
    ? buildsAfterABuild({
        ownSession: (pid) => {
          buildsGroup = pid
          setGroupNice(pid, LOWEST)
        },
      })
    : undefined
  await browserTests()
  try {
    if (buildsGroup !== undefined) setGroupNice(buildsGroup, NORMAL)
  } catch {
    // The builds after a build ended first.
  }
  await Promise.all([builds ?? buildsAfterABuild(), otherIntegrationTests().then(engineTests)])
} else {
  record(built ? 'browser tests (no browser)' : 'browser tests (no build to test)', false)
  await Promise.all([buildsAfterABuild(), otherIntegrationTests()])
}

/** The summary's order, whatever order the steps ended in. */
const summaryOrder = [
  'type check',
  'lint',
  'unit tests',
  'content checks',
  'production build',
  'browser tests',
  'engine tests',
  'integration tests',
]
const place = (/** @type {StepResult} */ step) => summaryOrder.findIndex((name) => step.name.startsWith(name))
results.sort((a, b) => place(a) - place(b))

console.log('\nSummary:')
for (const { name, passed, failed, note } of results)
  console.log(`  ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`)
const passed = results.reduce((sum, step) => sum + step.passed, 0)
const failed = results.reduce((sum, step) => sum + step.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
