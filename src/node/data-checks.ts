/**
 * Small validators for data that authors write (frontmatter, release files): each checks one
 * value and records a problem that names the place inside the data, e.g. `api.members[2].signatures`.
 */
export type Problems = string[]
export type Check = (value: unknown, at: string, problems: Problems) => void

export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  return `${typeof value} ${JSON.stringify(value)}`
}

export const text: Check = (value, at, problems) => {
  if (typeof value !== 'string' || value.trim() === '')
    problems.push(`${at} must be a non-empty string, got ${describe(value)}`)
}

export const identifier: Check = (value, at, problems) => {
  if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value))
    problems.push(`${at} must be a type name such as AnyStateManager, got ${describe(value)}`)
}

export const flag: Check = (value, at, problems) => {
  if (typeof value !== 'boolean') problems.push(`${at} must be true or false, got ${describe(value)}`)
}

export const version: Check = (value, at, problems) => {
  if (typeof value !== 'string' || !/^\d+\.\d+\.\d+$/.test(value)) {
    problems.push(`${at} must be a version such as 0.10.0 (quote it in YAML), got ${describe(value)}`)
  }
}

export function oneOf(choices: ReadonlyArray<string>): Check {
  return (value, at, problems) => {
    if (!choices.includes(value as string))
      problems.push(`${at} must be one of ${choices.join(', ')}, got ${describe(value)}`)
  }
}

export function listOf(item: Check, { nonEmpty = false } = {}): Check {
  return (value, at, problems) => {
    if (!Array.isArray(value)) {
      problems.push(`${at} must be a list, got ${describe(value)}`)
      return
    }
    if (nonEmpty && value.length === 0) problems.push(`${at} must not be empty`)
    value.forEach((element, index) => item(element, `${at}[${index}]`, problems))
  }
}

export interface Field {
  readonly check: Check
  readonly required?: boolean
}

/** An object with exactly these fields: unknown ones are typos and fail too. */
export function record(fields: Readonly<Record<string, Field>>): Check {
  return (value, at, problems) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${at} must be an object, got ${describe(value)}`)
      return
    }
    const data = value as Record<string, unknown>
    for (const key of Object.keys(data)) {
      if (!(key in fields))
        problems.push(`${at}.${key} is not a known field (known: ${Object.keys(fields).join(', ')})`)
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
