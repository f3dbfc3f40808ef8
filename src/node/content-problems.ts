import type { Reporter } from 'gatsby'

/**
 * Content problems found while nodes are created are collected per file, then reported together
 * before pages are made, so an author sees every broken file in one run. Keyed by file so that a
 * file fixed during `gatsby develop` drops its old problems.
 */
const problemsByFile = new Map<string, ReadonlyArray<string>>()

export function setContentProblems(file: string, problems: ReadonlyArray<string>): void {
  if (problems.length === 0) problemsByFile.delete(file)
  else problemsByFile.set(file, problems)
}

/** Fails the build (or logs, in develop) with every recorded problem plus `more`. */
export function reportContentProblems(reporter: Reporter, more: ReadonlyArray<string> = []): boolean {
  const all = [...[...problemsByFile.values()].flat(), ...more]
  if (all.length === 0) return false
  reporter.panicOnBuild(`Content errors (${all.length}):\n${all.map((problem) => `- ${problem}`).join('\n')}`)
  return true
}
