/**
 * Validates the `api` frontmatter of an API page (the shape is ApiEntry in src/types/api.ts).
 * Every problem names the place inside the data, e.g. `api.members[2].signatures`, so that with
 * the file name from the frontmatter check an author can go straight to it.
 */
import { API_KINDS, API_MEMBER_KINDS, API_PACKAGES, type ApiEntry } from '../types/api'

type Problems = string[]
type Check = (value: unknown, at: string, problems: Problems) => void

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  return `${typeof value} ${JSON.stringify(value)}`
}

const text: Check = (value, at, problems) => {
  if (typeof value !== 'string' || value.trim() === '') problems.push(`${at} must be a non-empty string, got ${describe(value)}`)
}

const identifier: Check = (value, at, problems) => {
  if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value)) problems.push(`${at} must be a type name such as AnyStateManager, got ${describe(value)}`)
}

const flag: Check = (value, at, problems) => {
  if (typeof value !== 'boolean') problems.push(`${at} must be true or false, got ${describe(value)}`)
}

const version: Check = (value, at, problems) => {
  if (typeof value !== 'string' || !/^\d+\.\d+\.\d+$/.test(value)) {
    problems.push(`${at} must be a version such as 0.10.0 (quote it in YAML), got ${describe(value)}`)
  }
}

function oneOf(choices: ReadonlyArray<string>): Check {
  return (value, at, problems) => {
    if (!choices.includes(value as string)) problems.push(`${at} must be one of ${choices.join(', ')}, got ${describe(value)}`)
  }
}

function listOf(item: Check, { nonEmpty = false } = {}): Check {
  return (value, at, problems) => {
    if (!Array.isArray(value)) {
      problems.push(`${at} must be a list, got ${describe(value)}`)
      return
    }
    if (nonEmpty && value.length === 0) problems.push(`${at} must not be empty`)
    value.forEach((element, index) => item(element, `${at}[${index}]`, problems))
  }
}

interface Field {
  readonly check: Check
  readonly required?: boolean
}

/** An object with exactly these fields: unknown ones are typos and fail too. */
function record(fields: Readonly<Record<string, Field>>): Check {
  return (value, at, problems) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${at} must be an object, got ${describe(value)}`)
      return
    }
    const data = value as Record<string, unknown>
    for (const key of Object.keys(data)) {
      if (!(key in fields)) problems.push(`${at}.${key} is not a known field (known: ${Object.keys(fields).join(', ')})`)
    }
    for (const [key, field] of Object.entries(fields)) {
      if (data[key] === undefined) {
        if (field.required) problems.push(`${at}.${key} is missing`)
        continue
      }
      field.check(data[key], `${at}.${key}`, problems)
    }
  }
}

const parameter = record({
  name: { check: text, required: true },
  type: { check: text, required: true },
  default: { check: text },
  optional: { check: flag },
  description: { check: text, required: true },
})

const member = record({
  name: { check: text, required: true },
  kind: { check: oneOf(API_MEMBER_KINDS), required: true },
  signatures: { check: listOf(text, { nonEmpty: true }), required: true },
  description: { check: text, required: true },
  default: { check: text },
  since: { check: version },
  deprecated: { check: text },
})

const entry = record({
  kind: { check: oneOf(API_KINDS), required: true },
  packages: { check: listOf(oneOf(API_PACKAGES), { nonEmpty: true }), required: true },
  imports: { check: listOf(text, { nonEmpty: true }) },
  importNote: { check: text },
  signature: { check: text, required: true },
  extends: { check: text },
  shorthands: { check: listOf(record({ name: { check: identifier, required: true }, meaning: { check: text, required: true } })) },
  parameters: { check: listOf(parameter) },
  returns: { check: record({ type: { check: text, required: true }, description: { check: text, required: true } }) },
  overloads: { check: listOf(record({ signature: { check: text, required: true }, description: { check: text } })) },
  members: { check: listOf(member) },
  unstable: { check: flag },
  deprecated: { check: text },
  since: { check: listOf(record({ version: { check: version, required: true }, note: { check: text, required: true } })), required: true },
  related: { check: listOf(text), required: true },
})

/** Checks that need the whole entry: duplicate member names and misplaced fields. */
function checkConsistency(data: ApiEntry, problems: Problems): void {
  const seen = new Set<string>()
  data.members?.forEach((item, index) => {
    if (seen.has(item.name)) problems.push(`api.members[${index}] repeats the member "${item.name}"; list overloads as extra signatures`)
    seen.add(item.name)
  })
  if (data.kind === 'enum' && data.members?.some((item) => item.kind !== 'enum member')) {
    problems.push('api.members of an enum must all have kind "enum member"')
  }
  if (data.kind !== 'enum' && data.members?.some((item) => item.kind === 'enum member')) {
    problems.push(`api.members of a ${data.kind} cannot have kind "enum member"`)
  }
}

/** The problems in `value` as the `api` field of a page; none means it is a valid ApiEntry. */
export function apiEntryProblems(value: unknown): string[] {
  const problems: Problems = []
  entry(value, 'api', problems)
  if (problems.length === 0) checkConsistency(value as ApiEntry, problems)
  return problems
}
