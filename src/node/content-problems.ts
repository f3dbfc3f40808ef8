import type { Reporter } from 'gatsby'
import { isDevelop, showInDevelopOverlay } from './develop/overlay'

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

const OVERLAY_ID = 'cotton-box-content'

/**
 * Fails the build with every recorded problem plus `more`; in develop, logs them and shows them
 * in the browser's error overlay, which clears once nothing is wrong.
 */
export function reportContentProblems(reporter: Reporter, more: ReadonlyArray<string> = []): boolean {
  const all = [...[...problemsByFile.values()].flat(), ...more]
  const message =
    all.length === 0 ? null : `Content errors (${all.length}):\n${all.map((problem) => `- ${problem}`).join('\n')}`
  if (isDevelop()) showInDevelopOverlay(OVERLAY_ID, 'content', message)
  if (message === null) return false
  reporter.panicOnBuild(message)
  return true
}
