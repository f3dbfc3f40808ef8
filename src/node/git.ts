import { execFileSync } from 'node:child_process'

/**
 * The ISO date of the last commit that touched `file`, or null when git does not know the file
 * (not committed yet, or no git checkout at all).
 */
export function lastCommitDate(file: string): string | null {
  try {
    const output = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return output === '' ? null : output
  } catch {
    return null
  }
}
