/**
 * Validates the `api` frontmatter of an API page (the shape is ApiEntry in src/types/api.ts).
 * Every problem names the place inside the data, e.g. `api.members[2].signatures`, so that with
 * the file name from the frontmatter check an author can go straight to it.
 */
import { API_KINDS, API_MEMBER_KINDS, API_PACKAGES, type ApiEntry } from '../types/api'
import { flag, identifier, listOf, oneOf, record, text, type Problems } from './data-checks'

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
  deprecated: { check: text },
})

const entry = record({
  kind: { check: oneOf(API_KINDS), required: true },
  packages: { check: listOf(oneOf(API_PACKAGES), { nonEmpty: true }), required: true },
  imports: { check: listOf(text, { nonEmpty: true }) },
  importNote: { check: text },
  signature: { check: text, required: true },
  extends: { check: text },
  shorthands: {
    check: listOf(record({ name: { check: identifier, required: true }, meaning: { check: text, required: true } })),
  },
  parameters: { check: listOf(parameter) },
  returns: { check: record({ type: { check: text, required: true }, description: { check: text, required: true } }) },
  overloads: { check: listOf(record({ signature: { check: text, required: true }, description: { check: text } })) },
  members: { check: listOf(member) },
  unstable: { check: flag },
  deprecated: { check: text },
  related: { check: listOf(text), required: true },
})

/** Checks that need the whole entry: duplicate member names and misplaced fields. */
function checkConsistency(data: ApiEntry, problems: Problems): void {
  const seen = new Set<string>()
  data.members?.forEach((item, index) => {
    if (seen.has(item.name))
      problems.push(`api.members[${index}] repeats the member "${item.name}"; list overloads as extra signatures`)
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
