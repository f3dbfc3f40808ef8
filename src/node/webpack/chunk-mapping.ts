/**
 * Gatsby writes its chunk map (each page component's name with the files to prefetch for it) into
 * an inline script of every page, through its scripts slice. Our on-demand chunks are named by
 * their hash alone (chunk-filenames.ts), so the map lists no file for any page component, yet it
 * held one empty entry per page of the site: at 1,000 pages, 105 KB of every page's HTML. Gatsby
 * 5 assigns the map as a JSON string, so its loader finds no entry in it either way
 * (`"…"[componentChunkName]` is undefined, read as "no files"). Keeping only the entries that
 * list files changes nothing the loader sees, and the script no longer grows with the site.
 */
import { expectUpstream } from '../../shared/upstream-check'
import { OVERRIDES } from '../overrides/registry'

const chunkMappingScript =
  /(<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=)("(?:[^"\\]|\\.)*")(;\s*<\/script>)/

/** The chunk map keeping only the entries that list files. */
export function withoutEmptyEntries(
  mapping: Readonly<Record<string, ReadonlyArray<string>>>,
): Record<string, ReadonlyArray<string>> {
  return Object.fromEntries(Object.entries(mapping).filter(([, files]) => files.length > 0))
}

/** Gatsby's scripts slice (or a page) with its chunk map trimmed; stops the build when it holds no chunk map. */
export function withTrimmedChunkMapping(html: string): string {
  expectUpstream(
    OVERRIDES.chunkMapping,
    chunkMappingScript.test(html),
    'Gatsby\'s scripts slice to assign the chunk map as a JSON string in <script id="gatsby-chunk-mapping">',
  )
  return html.replace(chunkMappingScript, (_whole, start: string, literal: string, end: string) => {
    const mapping = JSON.parse(JSON.parse(literal) as string) as Record<string, ReadonlyArray<string>>
    return `${start}${JSON.stringify(JSON.stringify(withoutEmptyEntries(mapping)))}${end}`
  })
}
