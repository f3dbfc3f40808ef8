/**
 * Gatsby's scripts slice: the app's script elements and the webpack compilation hash, which Gatsby
 * stitches into every page between two comments. It is the same on every page, and it changes on
 * every page whenever any script of the browser build does (editing one page is enough). So a
 * post-build step that keeps results by a page's content keys them on the page without the slice,
 * and works the slice out once. Pure: HTML in, HTML out.
 *
 * Pages run to hundreds of kilobytes at a thousand pages, so keys are made of pieces of the page
 * rather than of a page put together anew (joining and hashing copies took 2 ms a page; measured for
 * `2c6b9b8`, 2026-11-24).
 */
import { policyMetaAt } from './csp/meta'
import { expectUpstream } from '../shared/upstream-check'
import { OVERRIDES } from './overrides/registry'

const start = '<!-- slice-start id="_gatsby-scripts-1" -->'
const end = '<!-- slice-end id="_gatsby-scripts-1" -->'

/** Where the slice's content is: [from, to), or null for a page without the slice. */
function sliceAt(html: string): readonly [number, number] | null {
  const at = html.indexOf(start)
  const to = at < 0 ? -1 : html.indexOf(end, at + start.length)
  return to < 0 ? null : [at + start.length, to]
}

/** The slice's content; stops the build for a page without it (`file` names the page). */
export function scriptsSliceOf(html: string, file: string): string {
  const range = sliceAt(html)
  expectUpstream(
    OVERRIDES.scriptsSlice,
    range !== null,
    `${file} to hold the scripts slice between ${start} and ${end}`,
  )
  return html.slice(...range)
}

/** The page with the slice's content replaced by `slice` (the comments that mark it stay). */
export function withScriptsSlice(html: string, slice: string): string {
  const range = sliceAt(html)
  return range ? html.slice(0, range[0]) + slice + html.slice(range[1]) : html
}

/**
 * What the page itself says, in pieces for a key: the page without the slice, and without its
 * policy, whose hashes include the slice's scripts.
 */
export function ownContentParts(html: string): string[] {
  const cuts = [sliceAt(html), policyMetaAt(html)].filter((range) => range !== null).sort((a, b) => a[0] - b[0])
  const parts: string[] = []
  let from = 0
  for (const [cutFrom, cutTo] of cuts) {
    parts.push(html.slice(from, cutFrom))
    from = cutTo
  }
  parts.push(html.slice(from))
  return parts
}

/** `work` done once for each distinct slice (a build has one, or two while kept pages carry the last build's). */
export function oncePerSlice<T>(work: (slice: string) => T): (slice: string) => T {
  const done = new Map<string, T>()
  return (slice) => {
    if (!done.has(slice)) done.set(slice, work(slice))
    return done.get(slice)!
  }
}
