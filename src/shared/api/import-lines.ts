/** What an import line needs to know of an API entry (src/types/api.ts `ApiEntry` has these fields). */
interface ImportSource {
  /** The entry's kind, e.g. `class`, `type` or `interface`. */
  readonly kind: string
  readonly packages: ReadonlyArray<string>
  readonly name: string
  readonly imports?: ReadonlyArray<string>
}

/** Types and interfaces exist only at compile time, so they are imported with `import type`. */
const typeOnlyKinds: ReadonlySet<string> = new Set(['type', 'interface'])

/** One import statement per package that exports the entry. */
export function importLines({ kind, packages, name, imports }: ImportSource): string[] {
  const keyword = typeOnlyKinds.has(kind) ? 'import type' : 'import'
  const names = (imports ?? [name]).join(', ')
  return packages.map((pkg) => `${keyword} { ${names} } from '${pkg}'`)
}
