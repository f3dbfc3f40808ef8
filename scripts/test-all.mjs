// @ts-check
/**
 * Runs every test of the site, in order: type check, unit tests, content checks (code samples
 * type-checked and run, content lint), production build, browser tests against the build, then
 * integration tests (build failures, `gatsby develop`). Prints one closing
 * line "N passed, N failed" and exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureBrowser } from './ensure-browser.mjs'

/** @typedef {{ name: string, passed: number, failed: number, note?: string }} StepResult */

/** @type {StepResult[]} */
const results = []

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return status === 0
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/**
 * A check that is one pass or one failure (type check, build).
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
 * @param {Record<string, string>} [env]
 */
function vitest(name, config, report, env = {}) {
  const ok = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env)
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

let browserReady = true
try {
  ensureBrowser()
} catch (error) {
  console.error(`\n${/** @type {Error} */ (error).message}`)
  browserReady = false
}

record('type check', run('npx', ['tsc', '--noEmit']))
vitest('unit tests', 'vitest.config.ts', 'reports/unit.json')
const content = vitest('content checks', 'vitest.content.config.ts', 'reports/content.json', { SAMPLE_COUNTS_FILE: 'reports/sample-counts.json' })
const sampleCounts = readJson('reports/sample-counts.json')
content.note = sampleCounts
  ? `${sampleCounts.checked} blocks type-checked, ${sampleCounts.ran} ran, ${sampleCounts.skipped} skipped`
  : 'no sample counts (the sample checker did not finish)'

const built = record('production build', run('npx', ['gatsby', 'clean']) && run('npx', ['gatsby', 'build', '--prefix-paths'], { CI: 'true', COTTON_BOX_TEST_PAGES: 'true' }))
if (built && browserReady) {
  const ok = run('npx', ['playwright', 'test'])
  const stats = readJson('reports/e2e.json')?.stats
  results.push({
    name: 'browser tests',
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (ok || stats?.unexpected ? 0 : 1),
  })
} else {
  record(built ? 'browser tests (no browser)' : 'browser tests (no build to test)', false)
}

vitest('integration tests', 'vitest.integration.config.ts', 'reports/integration.json')

console.log('\nSummary:')
for (const { name, passed, failed, note } of results) console.log(`  ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`)
const passed = results.reduce((sum, step) => sum + step.passed, 0)
const failed = results.reduce((sum, step) => sum + step.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
