/**
 * The quick info of samples from earlier builds, in Gatsby's cache folder: a sample is its own
 * module, so what the compiler says about it depends only on its code, its language and the
 * installed compiler and library typings, which together name its entry. A warm build, and a
 * rebuild after an edit in develop, asks the language service about new samples only.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { CodeTypes } from '../../shared/code-block/code-types'
import type { CodeSample } from './extract'

const CACHE_FILE = path.join('.cache', 'code-types.json')
/** Packages whose typings (or whose compiler) decide what a sample's names are. */
const TYPING_PACKAGES = ['typescript', 'cotton-box', 'cotton-box-react', '@types/react']

interface CacheFile {
  readonly entries: Record<string, CodeTypes>
}

function packageVersion(projectRoot: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'missing'
  }
}

/** The cache entry's name: the sample, the typings it was checked against, and the module that worked it out. */
function entryKey(sample: CodeSample, typings: string): string {
  return createHash('sha256').update(`${typings}\n${sample.language}\n${sample.code}`).digest('base64url')
}

/**
 * Every sample's types: from the cache where the same sample was seen with the same typings,
 * from `compute` (given only the others) otherwise. Entries are added, never dropped (a call may
 * cover part of the site; an edited sample leaves its old entry): `gatsby clean` empties the cache.
 */
export function cachedSampleTypes(
  samples: ReadonlyArray<CodeSample>,
  projectRoot: string,
  compute: (samples: ReadonlyArray<CodeSample>) => Map<CodeSample, CodeTypes>,
): Map<CodeSample, CodeTypes> {
  const file = path.join(projectRoot, CACHE_FILE)
  const typings = TYPING_PACKAGES.map((name) => `${name}@${packageVersion(projectRoot, name)}`).join(' ')
  let cached: Record<string, CodeTypes> = {}
  try {
    if (existsSync(file)) cached = (JSON.parse(readFileSync(file, 'utf8')) as CacheFile).entries
  } catch {
    // A damaged cache is only a slower build.
  }
  const keys = new Map(samples.map((sample) => [sample, entryKey(sample, typings)]))
  const missing = samples.filter((sample) => !(keys.get(sample)! in cached))
  const computed = missing.length > 0 ? compute(missing) : new Map<CodeSample, CodeTypes>()
  const types = new Map(samples.map((sample) => [sample, computed.get(sample) ?? cached[keys.get(sample)!] ?? { names: [], inline: [] }]))
  mkdirSync(path.dirname(file), { recursive: true })
  const entries = { ...cached, ...Object.fromEntries([...types].map(([sample, found]) => [keys.get(sample)!, found])) }
  writeFileSync(file, JSON.stringify({ entries } satisfies CacheFile))
  return types
}
