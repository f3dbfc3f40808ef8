/**
 * Secrets in the build output: the values of admin-key-like environment variables (the Algolia
 * admin key of `npm run search:push`, tokens...) must appear in no file the site serves. Pure:
 * the environment and the files are parameters.
 */
import { SEARCH_ENV } from './search/resolve-settings'

/** Names of variables that hold secrets; the Algolia admin key variable is one of them. */
export const SECRET_NAME = /(ADMIN|SECRET|PRIVATE|WRITE).*KEY|TOKEN/i

/** Shorter values are too likely to occur by chance to mean anything. */
export const MIN_SECRET_LENGTH = 8

export interface Secret {
  readonly name: string
  readonly value: string
}

/** The secret values of an environment: by name, plus the admin key search:push uses whatever its name. */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): Secret[] {
  return Object.entries(env)
    .filter(([name]) => SECRET_NAME.test(name) || name === SEARCH_ENV.adminApiKey)
    .map(([name, value]) => ({ name, value: (value ?? '').trim() }))
    .filter(({ value }) => value.length >= MIN_SECRET_LENGTH)
}

export interface ScannedFile {
  readonly path: string
  readonly contents: Uint8Array
}

export interface Leak {
  readonly path: string
  /** The variable's name, never its value. */
  readonly name: string
}

/** Where a secret occurs, as written or URL-encoded. */
export function findLeaks(files: Iterable<ScannedFile>, secrets: ReadonlyArray<Secret>): Leak[] {
  const needles = secrets.flatMap(({ name, value }) =>
    [...new Set([value, encodeURIComponent(value)])].map((form) => ({ name, bytes: Buffer.from(form, 'utf8') })),
  )
  const leaks: Leak[] = []
  for (const file of files) {
    const contents = Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength)
    for (const name of new Set(needles.filter(({ bytes }) => contents.includes(bytes)).map(({ name }) => name)))
      leaks.push({ path: file.path, name })
  }
  return leaks
}
