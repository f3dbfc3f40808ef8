/**
 * What names the build's own code in a kept result's key: Gatsby compiles gatsby-node.ts and every
 * module of ours it imports into one file, and npm records the installed packages in one more. A
 * result worked out by other code, or with other packages, is not reused.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contentKey, keptResults, type KeptResults } from './kept-results'
import { expectUpstream } from '../shared/upstream-check'
import { OVERRIDES } from './overrides/registry'

const codeFiles = ['.cache/compiled/gatsby-node.js', 'node_modules/.package-lock.json']

let version: string | undefined

export function buildCodeVersion(): string {
  version ??= contentKey(
    codeFiles.map((file) => {
      const resolved = path.resolve(file)
      expectUpstream(OVERRIDES.buildCodeKeys, existsSync(resolved), `${file} to exist during a build`)
      return readFileSync(resolved, 'utf8')
    }),
  )
  return version
}

/** A post-build step's results, kept for the next build, under keys that name this build's code and the given parts. */
export interface StepResults<T> extends KeptResults<T> {
  key(parts: Iterable<string>): string
}

export function keptStepResults<T>(name: string): StepResults<T> {
  const kept = keptResults<T>(path.resolve('.cache', 'post-build', `${name}.json`), { keepUnused: false })
  return { ...kept, key: (parts) => contentKey([buildCodeVersion(), ...parts]) }
}
