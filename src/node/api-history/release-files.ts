/**
 * Reads the release files (content/releases/<version>.json) and checks their shape. Every problem
 * names the file and the place inside it, e.g. `content/releases/0.11.0.json: changes[0].before`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { API_KINDS } from '../../types/api'
import { HISTORY_PACKAGES, type ReleaseChange, type ReleaseFile } from '../../types/api-history'
import { CHANGE_KINDS } from '../../shared/api/release-text'
import { compareVersions } from '../../shared/api/versions'
import {
  describe,
  flag,
  identifier,
  listOf,
  oneOf,
  record,
  text,
  version,
  type Check,
  type Problems,
} from '../data-checks'

export const RELEASES_DIR = 'content/releases'

const target = {
  change: { check: text, required: true },
  package: { check: oneOf(HISTORY_PACKAGES), required: true },
  export: { check: identifier, required: true },
  member: { check: text },
} as const

const declaration = listOf(text, { nonEmpty: true })

/** One validator per kind of change (the type makes every kind in CHANGE_KINDS have one). */
const CHANGE_SHAPES: Readonly<Record<ReleaseChange['change'], Check>> = {
  added: record({ ...target, kind: { check: oneOf(API_KINDS) }, signature: { check: declaration, required: true } }),
  changed: record({
    ...target,
    before: { check: declaration, required: true },
    after: { check: declaration, required: true },
    typingsOnly: { check: flag },
    note: { check: text },
  }),
  deprecated: record({ ...target, note: { check: text, required: true } }),
  removed: record({ ...target, note: { check: text } }),
}

const change: Check = (value, at, problems) => {
  const kind = (value as { change?: unknown } | null)?.change
  const shape = CHANGE_KINDS.find((item) => item === kind)
  if (!shape) {
    problems.push(`${at}.change must be one of ${CHANGE_KINDS.join(', ')}, got ${describe(kind)}`)
    return
  }
  CHANGE_SHAPES[shape](value, at, problems)
  const item = value as { change: string; member?: unknown; kind?: unknown }
  if (item.change === 'added' && item.member === undefined && item.kind === undefined)
    problems.push(`${at}.kind is missing (an added export needs its kind)`)
  if (item.member !== undefined && item.kind !== undefined)
    problems.push(`${at}.kind belongs to exports; a member has none`)
}

const day: Check = (value, at, problems) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    problems.push(`${at} must be a date such as 2025-08-05, got ${describe(value)}`)
}

const releaseFile = record({
  version: { check: version, required: true },
  date: { check: day },
  notes: { check: listOf(text) },
  changes: { check: listOf(change), required: true },
})

/** The problems of one file's parsed JSON; none means it is a valid ReleaseFile named for its version. */
export function releaseFileProblems(value: unknown, fileName: string): string[] {
  const problems: Problems = []
  releaseFile(value, 'release', problems)
  const declared = (value as { version?: unknown } | null)?.version
  if (problems.length === 0 && `${String(declared)}.json` !== fileName)
    problems.push(`release.version is ${String(declared)}, but the file is named ${fileName}`)
  return problems
}

export interface LoadedReleases {
  /** Valid releases, oldest first. */
  readonly releases: ReadonlyArray<ReleaseFile>
  readonly problems: ReadonlyArray<string>
}

/** Every release file under `projectRoot`, validated and in version order. */
export function loadReleases(projectRoot: string): LoadedReleases {
  const dir = path.join(projectRoot, RELEASES_DIR)
  const problems: string[] = []
  const releases: ReleaseFile[] = []
  for (const fileName of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const file = `${RELEASES_DIR}/${fileName}`
    let value: unknown
    try {
      value = JSON.parse(readFileSync(path.join(dir, fileName), 'utf8'))
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`)
      continue
    }
    const found = releaseFileProblems(value, fileName)
    if (found.length > 0) problems.push(...found.map((problem) => `${file}: ${problem}`))
    else releases.push(value as ReleaseFile)
  }
  releases.sort((a, b) => compareVersions(a.version, b.version))
  return { releases, problems }
}
