import type { ApiKind, ApiPackage } from '../../types/api'

interface ImportSource {
  readonly kind: ApiKind
  readonly packages: ReadonlyArray<ApiPackage>
  readonly name: string
  readonly imports?: ReadonlyArray<string>
}

/** Types and interfaces exist only at compile time, so they are imported with `import type`. */
const typeOnlyKinds: ReadonlySet<ApiKind> = new Set(['type', 'interface'])

/** One import statement per package that exports the entry. */
export function importLines({ kind, packages, name, imports }: ImportSource): string[] {
  const keyword = typeOnlyKinds.has(kind) ? 'import type' : 'import'
  const names = (imports ?? [name]).join(', ')
  return packages.map((pkg) => `${keyword} { ${names} } from '${pkg}'`)
}
