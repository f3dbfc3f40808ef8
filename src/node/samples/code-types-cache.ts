/**
 * The quick info of samples from earlier builds, in Gatsby's cache folder: a sample is its own
 * module, so what the compiler says about it depends only on its code, the blocks of its page it
 * imports, its language and the installed compiler and library typings, which together name its
 * entry. A warm build, and a rebuild after an edit in develop, asks the language service about
 * new samples only.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CodeTypes } from '../../shared/code-block/code-types'
import { contentKey, keptResults } from '../kept-results'
import type { CodeSample } from './extract'
import { pageCompanions } from './page-companions'

const CACHE_FILE = path.join('.cache', 'code-types.json')
/** Packages whose typings (or whose compiler) decide what a sample's names are. */
const TYPING_PACKAGES = ['typescript', 'cotton-box', 'cotton-box-react', '@types/react']

function packageVersion(projectRoot: string, name: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  } catch {
    return 'missing'
  }
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
  const kept = keptResults<CodeTypes>(path.join(projectRoot, CACHE_FILE), { keepUnused: true })
  const typings = TYPING_PACKAGES.map((name) => `${name}@${packageVersion(projectRoot, name)}`).join(' ')
  // A block's types also depend on the blocks of its page that it imports.
  const keys = new Map(
    samples.map((sample) => [
      sample,
      contentKey([typings, sample.language, sample.code, ...pageCompanions(sample, samples).map((page) => page.code)]),
    ]),
  )
  const missing = samples.filter((sample) => kept.get(keys.get(sample)!) === undefined)
  if (missing.length > 0) for (const [sample, found] of compute(missing)) kept.set(keys.get(sample)!, found)
  kept.save()
  return new Map(samples.map((sample) => [sample, kept.get(keys.get(sample)!) ?? { names: [], inline: [] }]))
}
