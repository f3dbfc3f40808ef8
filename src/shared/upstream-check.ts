/**
 * The one check every override of a dependency's internals makes (docs/overrides.md): it states
 * what it relies on in the upstream code, and when that no longer holds the build stops with a
 * message naming the override, instead of the override quietly doing nothing. In the browser, the
 * same message goes to the console as an error, which fails the browser tests of every page.
 */

/** An override of a dependency's internals, as docs/overrides.md lists it. */
export interface Override {
  /** The title of its entry in docs/overrides.md, without the number. */
  readonly title: string
  /** The dependencies and versions it was written and last checked against, e.g. "gatsby 5.16.1". */
  readonly checkedAgainst: string
}

/** The upstream code no longer looks as an override expects. */
export class UpstreamChangedError extends Error {
  override name = 'UpstreamChangedError'
}

/** The error of an override whose `expectation` of the upstream code no longer holds. */
export function upstreamChanged(override: Override, expectation: string): UpstreamChangedError {
  return new UpstreamChangedError(
    `The override "${override.title}" (docs/overrides.md), written against ${override.checkedAgainst}, expects ` +
      `${expectation}, and it no longer holds: the dependency has changed. Check the override against the new ` +
      'version, then update or remove it and its entry.',
  )
}

/** Throws unless `holds`; `expectation` says what the override relies on. */
export function expectUpstream(override: Override, holds: boolean, expectation: string): asserts holds {
  if (!holds) throw upstreamChanged(override, expectation)
}

/** In the browser: reports on the console, as an error, an override whose `expectation` no longer holds. */
export function reportUpstream(override: Override, holds: boolean, expectation: string): void {
  if (!holds) console.error(upstreamChanged(override, expectation).message)
}
