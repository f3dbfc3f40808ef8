/**
 * How many bytes of a minified script each source module accounts for, read from the script's
 * source map: the bundle report's "top modules" and the budget test's check for lazy code.
 */

/** The fields of a version 3 source map this reads. */
export interface SourceMap {
  readonly sources: ReadonlyArray<string | null>
  readonly mappings: string
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The numbers of one mappings segment (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const character of segment) {
    const digit = BASE64.indexOf(character)
    if (digit < 0) throw new Error(`Not a base64 VLQ digit: "${character}" in "${segment}"`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** "webpack://cotton-box-site/./node_modules/x/y.js" → "node_modules/x/y.js". */
export function moduleName(source: string): string {
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
}

export const UNMAPPED = '(no source)'

/**
 * Bytes (UTF-8) of `code` per module, largest first. A stretch of a line belongs to the source of
 * the segment it starts with; text no segment covers counts as UNMAPPED.
 */
export function bytesPerModule(code: string, map: SourceMap): Array<{ module: string; bytes: number }> {
  const totals = new Map<string, number>()
  const add = (name: string, text: string) => {
    const bytes = Buffer.byteLength(text)
    if (bytes > 0) totals.set(name, (totals.get(name) ?? 0) + bytes)
  }
  const lines = code.split('\n')
  const mappingLines = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean)
    let column = 0
    const starts: Array<{ column: number; source: string }> = []
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      let source = UNMAPPED
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta
        source = moduleName(map.sources[sourceIndex] ?? UNMAPPED)
      }
      starts.push({ column, source })
    }
    // Columns count UTF-16 code units, as JavaScript strings do.
    add(UNMAPPED, line.slice(0, starts[0]?.column ?? line.length) + (lineIndex < lines.length - 1 ? '\n' : ''))
    starts.forEach((start, index) =>
      add(start.source, line.slice(start.column, starts[index + 1]?.column ?? line.length)),
    )
  })
  return [...totals].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes)
}
