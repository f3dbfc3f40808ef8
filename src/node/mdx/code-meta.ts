/**
 * The meta string of a fenced code block, e.g. ```ts title="store.ts" {1,3-5} showLineNumbers.
 * `key="value"` pairs become attributes and other words flags, so tools other than the block
 * component can read them (for example the sample checker's `run` and `nocheck="reason"`).
 */
export interface CodeMeta {
  readonly title: string | null
  readonly showLineNumbers: boolean
  /** 1-based line numbers to highlight, from `{…}` ranges. */
  readonly highlightLines: ReadonlySet<number>
  readonly flags: ReadonlySet<string>
  /** Every `key="value"`, `key='value'` or `key=value` pair, title included. */
  readonly attributes: ReadonlyMap<string, string>
}

/** `1,3-5` → {1, 3, 4, 5}. */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>()
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part)
    if (!match)
      throw new Error(`Invalid line range "${part.trim()}" in {${ranges}}: use numbers and ranges such as {1,3-5}`)
    const start = Number(match[1])
    const end = match[2] === undefined ? start : Number(match[2])
    if (end < start)
      throw new Error(`Invalid line range "${part.trim()}" in {${ranges}}: the range ends before it starts`)
    for (let line = start; line <= end; line += 1) lines.add(line)
  }
  return lines
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const attributes = new Map<string, string>()
  let rest = (meta ?? '').replace(
    /(?<=^|\s)([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s{]\S*))/g,
    (_, key: string, ...values: Array<string | undefined>) => {
      attributes.set(key, values[0] ?? values[1] ?? values[2] ?? '')
      return ' '
    },
  )
  const highlightLines = new Set<number>()
  rest = rest.replace(/\{([^}]*)\}/g, (_, ranges: string) => {
    for (const line of parseLineRanges(ranges)) highlightLines.add(line)
    return ' '
  })
  const words = rest.split(/\s+/).filter(Boolean)
  return {
    title: attributes.get('title') ?? null,
    showLineNumbers: words.includes('showLineNumbers'),
    highlightLines,
    flags: new Set(words.filter((word) => word !== 'showLineNumbers')),
    attributes,
  }
}
