/** Splits a TypeScript type or signature so that names of API pages can become links. */
export type TypeSegment = { readonly text: string; readonly path: string | null }

/**
 * `SetStateFn<State> | null` with a link for SetStateFn → [{SetStateFn, path}, {<State> | null}].
 * Only whole identifiers match, and `self` (the page being read) never links to itself.
 */
export function typeSegments(type: string, links: Readonly<Record<string, string>>, self?: string): TypeSegment[] {
  const segments: TypeSegment[] = []
  let pending = ''
  for (const part of type.split(/([A-Za-z_$][\w$]*)/)) {
    const path = part !== self && Object.hasOwn(links, part) ? links[part] : null
    if (path === null) {
      pending += part
      continue
    }
    if (pending) segments.push({ text: pending, path: null })
    segments.push({ text: part, path })
    pending = ''
  }
  if (pending) segments.push({ text: pending, path: null })
  return segments
}
