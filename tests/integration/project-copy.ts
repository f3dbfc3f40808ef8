import { execFile, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'

const projectRoot = path.resolve(__dirname, '../..')
const skipped = new Set(['node_modules', '.cache', 'public', '.git', 'test-results', 'playwright-report', 'reports'])

/** A throwaway copy of the project (sharing node_modules' files) that a test may add files to. */
export interface ProjectCopy {
  readonly dir: string
  write(relativePath: string, text: string): void
  remove(): Promise<void>
}

/** The folders of a build: what Gatsby kept, and what it wrote. */
const buildFolders = new Set(['.cache', 'public'])

// Copying and removing are asynchronous: a test worker that blocks for over 60 s (unlinking a
// built copy under a loaded disk can) misses its runner's replies, and Vitest fails the run.
/** A copy of the project; `withBuild` copies its last build too (`.cache` and `public`). */
export async function copyProject({ withBuild = false } = {}): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cotton-box-site-'))
  await cp(projectRoot, dir, {
    recursive: true,
    filter: (source) => {
      const top = path.relative(projectRoot, source).split(path.sep)[0] ?? ''
      return !skipped.has(top) || (withBuild && buildFolders.has(top))
    },
  })
  // Hard links give the copy a real node_modules in seconds; `gatsby develop` breaks on a symlink.
  try {
    await promisify(execFile)('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules')])
  } catch {
    await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  }
  return {
    dir,
    write(relativePath, text) {
      mkdirSync(path.dirname(path.join(dir, relativePath)), { recursive: true })
      writeFileSync(path.join(dir, relativePath), text)
    },
    remove() {
      return rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The environment for a Gatsby process: the test runner's NODE_ENV=test would make Gatsby skip
 * its own babel setup.
 */
export function gatsbyEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _testEnv, ...env } = process.env
  return { ...env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }
}

export interface RunResult {
  readonly code: number | null
  /**
   * stdout and stderr together, without terminal colours, every run of white space folded into
   * one space (Gatsby's reporter wraps long lines).
   */
  readonly output: string
}

/** Runs the project's Gatsby CLI in `dir` to the end, with `env` added to the environment. */
export function runGatsby(
  dir: string,
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>> = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(path.join(dir, 'node_modules/.bin/gatsby'), args, {
      cwd: dir,
      env: { ...gatsbyEnv(), CI: 'true', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output).replace(/\s+/g, ' ') }))
  })
}
