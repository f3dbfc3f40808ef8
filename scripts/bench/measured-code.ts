/**
 * What a report's figures were measured on: the build in public/ (when it was made) and the
 * checkout's commit, so a figure can be quoted with the commit it belongs to.
 */
import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'

/** When the build in public/ was made. */
export const buildTime = (): string => statSync('public/index.html').mtime.toISOString()

/** The checkout's commit, and whether tracked files differ from it. */
export function checkoutDescription(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
  if (head.status !== 0) return 'a folder outside git'
  const changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' })
  return `\`${head.stdout.trim()}\`${changed.stdout.trim() === '' ? '' : ' with uncommitted changes'}`
}
