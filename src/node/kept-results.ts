/**
 * Results kept in Gatsby's cache folder from one build to the next, each under a key that names
 * everything it was worked out from (see `contentKey`): a later build reuses a result whose input
 * has not changed and works out the others. A damaged or missing file is only a slower build, and
 * `gatsby clean` empties it.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface KeptResults<T> {
  /** The result kept under the key, if a build kept one. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  /** The result kept under the key, else `work()`'s, kept from now on. */
  reuse(key: string, work: () => T): T
  /** Writes the results down for the next build. */
  save(): void
}

export interface KeptResultsOptions {
  /**
   * `true` keeps every result of earlier builds (for work done in parts, as develop does);
   * `false` keeps only those asked for or set in this build, so the file holds the current site.
   */
  readonly keepUnused: boolean
}

/** A key naming the parts a result depends on: the same parts, in the same order, make the same key. */
export function contentKey(parts: Iterable<string>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(`${part.length}:`).update(part)
  return hash.digest('base64url')
}

function readEntries<T>(file: string): Record<string, T> {
  try {
    if (existsSync(file))
      return (JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, T> }).entries ?? {}
  } catch {
    // A damaged file is only a slower build.
  }
  return {}
}

/** The results kept in `file` (a path in the cache folder). */
export function keptResults<T>(file: string, options: KeptResultsOptions): KeptResults<T> {
  const earlier = readEntries<T>(file)
  const current: Record<string, T> = options.keepUnused ? { ...earlier } : {}
  const get = (key: string): T | undefined => {
    if (!Object.hasOwn(earlier, key) && !Object.hasOwn(current, key)) return undefined
    const value = Object.hasOwn(current, key) ? current[key] : earlier[key]
    current[key] = value
    return value
  }
  return {
    get,
    set(key, value) {
      current[key] = value
    },
    reuse(key, work) {
      const value = get(key) ?? work()
      current[key] = value
      return value
    },
    save() {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify({ entries: current }))
    },
  }
}
