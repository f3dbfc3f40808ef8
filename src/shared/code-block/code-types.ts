/**
 * What the compiler knows about the names in a type-checked code block, worked out at build time
 * (src/node/samples/quick-info.ts) and shown by the block: each name's quick info on hover, focus
 * or tap, and the type asked for by each `// ^?` line under its line.
 */

/** A name in the shown code (magic comment and `^?` lines removed). */
export interface TypedName {
  /** 0-based line of the shown code. */
  readonly line: number
  /** 0-based column where the name starts, and its length. */
  readonly start: number
  readonly length: number
  /** The declaration line an editor shows, e.g. `const Counter: StateManager<number>`. */
  readonly type: string
  /** The first sentence of its doc comment, or null. */
  readonly doc: string | null
}

/** A type shown under a line because a `// ^?` line asked for it. */
export interface InlineType {
  /** 0-based line of the shown code it follows. */
  readonly line: number
  /** 0-based column of the name it describes. */
  readonly column: number
  readonly type: string
}

export interface CodeTypes {
  readonly names: ReadonlyArray<TypedName>
  readonly inline: ReadonlyArray<InlineType>
}

/** The attribute that marks a name in a block's markup; its value is the name's index in CodeTypes.names. */
export const TYPED_NAME_ATTRIBUTE = 'data-typed-name'

/** The types of a page's code blocks, by codeBlockKey. */
export type PageCodeTypes = Readonly<Record<string, CodeTypes>>

/**
 * Names a code block by its language and the code it shows (FNV-1a, 32 bits, base 36): the build
 * and the block component both compute it, so the page's types find their block.
 */
export function codeBlockKey(language: string, code: string): string {
  const text = `${language}\n${code.replace(/\n+$/, '')}`
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
