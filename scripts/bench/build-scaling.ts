/**
 * `npm run bench:build -- --pages N`: how build cost grows with content. Copies what a build
 * needs to a temporary folder (node_modules is symlinked), adds N generated docs pages in a new
 * sidebar category (generated-pages.ts), runs `gatsby build --prefix-paths` there (CI=true, no
 * test pages) and reports the total build time, milliseconds per page, Gatsby's slowest steps
 * and the first-load JavaScript of one page of each kind (and of a generated page). Writes
 * reports/bench-build-<N>.json.
 *
 *   npm run bench:build -- --pages 100
 *   npm run bench:build -- --pages 0        the baseline: the site as it is
 *   npm run bench:build -- --pages 100 --keep   keep the temporary folder
 *   npm run bench:build -- --pages 1000 --edit  then build twice again with nothing changed (warm), and
 *                                                again after editing one MDX page (one edit)
 */
import { spawn } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { KIB } from './budgets'
import { pagesBuilt, slowestSteps, stepSeconds } from './build-output'
import { POST_BUILD_STEPS } from '../../src/node/post-build-steps'
import { siteConfig } from '../../src/config/site'
import { generatedFiles, generatedRoute } from './generated-pages'
import { pageKinds } from './page-kinds'
import { pageScripts } from './page-scripts'

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    edit: { type: 'boolean', default: false },
  },
})
const pages = Number(values.pages)
if (!Number.isInteger(pages) || pages < 0) {
  console.error(`--pages takes a whole number, not "${values.pages}"`)
  process.exit(1)
}

const projectRoot = process.cwd()
/** What a production build reads; everything else (tests, reports, .git) stays behind. */
const buildInputs = [
  'content',
  'src',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
]

function copySite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cotton-box-bench-build-'))
  for (const entry of buildInputs) cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true })
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

/** Adds the generated pages; returns the MDX file an edit changes (the first generated page, else a real one). */
function addGeneratedPages(dir: string, count: number): string {
  const files = generatedFiles(count, readFileSync(path.join(dir, 'content/sidebars.yml'), 'utf8'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return Object.keys(files).find((file) => file.endsWith('.mdx')) ?? 'content/docs/learn/tutorial/setup.mdx'
}

interface BuildRun {
  readonly code: number | null
  readonly seconds: number
  readonly output: string
}

const seconds = (run: BuildRun) => Math.round(run.seconds * 10) / 10

async function succeeded(run: Promise<BuildRun>): Promise<BuildRun> {
  const finished = await run
  if (finished.code !== 0) {
    console.error(finished.output.split('\n').slice(-60).join('\n'))
    throw new Error(`gatsby build failed (exit code ${finished.code})`)
  }
  return finished
}

/**
 * The later builds of `--edit`: twice with nothing changed, then with one MDX page edited. The
 * first of the two gets a new webpack compilation hash (docs/architecture.md, "Builds after a
 * build"), so every page's policy changes once; the second is the warm build a kept cache gives
 * from then on.
 */
async function laterBuilds(dir: string, editedFile: string) {
  const firstWarm = await succeeded(gatsbyBuild(dir))
  const warm = await succeeded(gatsbyBuild(dir))
  appendFileSync(path.join(dir, editedFile), '\nOne more paragraph, added by `npm run bench:build -- --edit`.\n')
  const edited = await succeeded(gatsbyBuild(dir))
  return {
    firstWarm: { seconds: seconds(firstWarm), steps: slowestSteps(firstWarm.output) },
    warm: { seconds: seconds(warm), steps: slowestSteps(warm.output) },
    oneEdit: { file: editedFile, seconds: seconds(edited), steps: slowestSteps(edited.output) },
  }
}

function gatsbyBuild(dir: string): Promise<BuildRun> {
  const { NODE_ENV: _ignored, ...env } = process.env
  const started = process.hrtime.bigint()
  return new Promise((resolve) => {
    const child = spawn(path.join(projectRoot, 'node_modules/.bin/gatsby'), ['build', '--prefix-paths'], {
      cwd: dir,
      env: { ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, seconds: Number(process.hrtime.bigint() - started) / 1e9, output }))
  })
}

/** The first-load scripts of one page of each kind, and of the first generated page. */
function firstLoadScripts(publicDir: string, generated: number) {
  const pages = [
    ...pageKinds.map(({ label, route }) => ({ label, route })),
    ...(generated > 0 ? [{ label: 'Generated page', route: generatedRoute(0) }] : []),
  ]
  return pages.map(({ label, route }) => ({ label, ...pageScripts(publicDir, siteConfig.pathPrefix, route) }))
}

async function main() {
  const dir = copySite()
  try {
    const editedFile = addGeneratedPages(dir, pages)
    console.log(`Building the site with ${pages} generated pages in ${dir} …`)
    const run = await succeeded(gatsbyBuild(dir))
    const builtPages = pagesBuilt(run.output)
    const result = {
      generatedPages: pages,
      builtPages,
      buildSeconds: seconds(run),
      msPerPage: Math.round((run.seconds * 1000) / builtPages),
      slowestSteps: slowestSteps(run.output),
      postBuildSteps: stepSeconds(run.output, Object.values(POST_BUILD_STEPS)),
      firstLoadScripts: firstLoadScripts(path.join(dir, 'public'), pages),
      later: values.edit ? await laterBuilds(dir, editedFile) : null,
      measuredAt: new Date().toISOString(),
    }
    mkdirSync(path.join(projectRoot, 'reports'), { recursive: true })
    writeFileSync(path.join(projectRoot, `reports/bench-build-${pages}.json`), `${JSON.stringify(result, null, 2)}\n`)
    console.log(
      `\n${pages} generated pages, ${builtPages} pages built in ${result.buildSeconds} s: ${result.msPerPage} ms per page`,
    )
    console.log('Slowest steps:')
    for (const { step, seconds } of result.slowestSteps) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${step}`)
    console.log('Post-build steps (ms per built page):')
    for (const { step, seconds } of result.postBuildSteps) {
      console.log(
        `  ${seconds === null ? '      –' : `${seconds.toFixed(1).padStart(7)} s`}  ${step}${seconds === null ? '' : ` (${((seconds * 1000) / builtPages).toFixed(1)})`}`,
      )
    }
    console.log('First-load JavaScript (script files and inline scripts, gzip):')
    for (const page of result.firstLoadScripts) {
      const files = page.files.map((script) => `${script.file} ${(script.gzipBytes / KIB).toFixed(1)}`).join(', ')
      console.log(
        `  ${page.label.padEnd(16)} ${(page.total.gzipBytes / KIB).toFixed(1).padStart(6)} KiB  (${files}; inline ${(page.inline.gzipBytes / KIB).toFixed(1)})`,
      )
    }
    if (result.later) {
      const { firstWarm, warm, oneEdit } = result.later
      console.log(
        `Warm builds, nothing changed: ${firstWarm.seconds} s, then ${warm.seconds} s; after editing ${oneEdit.file}: ${oneEdit.seconds} s`,
      )
      for (const [name, later] of [
        ['first warm', firstWarm],
        ['warm', warm],
        ['one edit', oneEdit],
      ] as const) {
        console.log(
          `  slowest steps (${name}): ${later.steps.map((step) => `${step.step} ${step.seconds.toFixed(1)} s`).join('; ')}`,
        )
      }
    }
    console.log(`Written: reports/bench-build-${pages}.json`)
  } finally {
    if (values.keep) console.log(`Kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
