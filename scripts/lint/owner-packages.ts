/**
 * Whether each package the owner chose is one the site depends on and uses: listed in
 * package.json's `dependencies`, and imported by the site's code or named as a Gatsby plugin in
 * gatsby-config.ts. Pure: the package list, the dependencies, the sources and the plugins in,
 * the problems out.
 */
import ts from 'typescript'

/** A file of the site's code: its path (which tells the parser TS from TSX) and its text. */
export interface SourceFile {
  readonly path: string
  readonly text: string
}

/** What the site has and does with its packages. */
export interface PackageUse {
  /** package.json's `dependencies`. */
  readonly dependencies: Readonly<Record<string, string>>
  /** The code under src/ and scripts/, and gatsby-*.ts(x). */
  readonly sources: ReadonlyArray<SourceFile>
  /** The plugins gatsby-config.ts names, the plugins within their options included. */
  readonly configuredPlugins: ReadonlyArray<string>
}

/**
 * The package a module specifier names (`react-dom/client` is react-dom's, `@docsearch/react/x`
 * @docsearch/react's); null for relative paths and Node's own modules.
 */
export function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:)/.test(specifier)) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null)
}

/** An import that brings in only types: TypeScript drops it, so the package is not used. */
function importsOnlyTypes(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  )
}

/**
 * The packages a source uses: its imports (a bare `import 'x'` too), re-exports, `import()` and
 * `require()` calls. Imports of types only do not count, nor does a name in a comment or a string.
 */
export function importedPackages(source: SourceFile): Set<string> {
  const kind = /\.[jt]sx$/.test(source.path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, false, kind)
  const specifiers: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!importsOnlyTypes(node.importClause)) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments
      const callsImport =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')
      if (callsImport && first && ts.isStringLiteralLike(first)) specifiers.push(first.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return new Set(specifiers.map(packageOf).filter((name): name is string => name !== null))
}

/** A plugin as a Gatsby configuration names it: its package, or `{ resolve, options }`. */
interface PluginEntry {
  readonly resolve: string
  readonly options?: Readonly<Record<string, unknown>>
}

const isPluginEntry = (value: unknown): value is PluginEntry =>
  typeof value === 'object' && value !== null && typeof (value as { resolve?: unknown }).resolve === 'string'

/**
 * The plugins a Gatsby configuration's `plugins` names, and within their options the plugins of
 * their own (an option named `plugins` or `…Plugins`, such as gatsby-plugin-mdx's
 * `gatsbyRemarkPlugins`, whose entries Gatsby loads as plugins too).
 */
export function configuredPlugins(plugins: ReadonlyArray<unknown>): string[] {
  return plugins.flatMap((plugin): string[] => {
    if (typeof plugin === 'string') return [plugin]
    if (!isPluginEntry(plugin)) return []
    const own = Object.entries(plugin.options ?? {})
      .filter(([name, value]) => /^plugins$|Plugins$/.test(name) && Array.isArray(value))
      .flatMap(([, value]) => configuredPlugins(value as ReadonlyArray<unknown>))
    return [plugin.resolve, ...own]
  })
}

/** What is wrong with the owner's packages, one line each naming the package; none when all are in use. */
export function ownerPackageProblems(owned: ReadonlyArray<string>, use: PackageUse): string[] {
  const imported = new Set(use.sources.flatMap((source) => [...importedPackages(source)]))
  const configured = new Set(use.configuredPlugins)
  return owned.flatMap((name) => {
    if (!Object.hasOwn(use.dependencies, name)) return [`${name}: not in package.json's dependencies`]
    if (imported.has(name) || configured.has(name)) return []
    return [
      `${name}: installed, but never imported (src/, gatsby-*.ts(x), scripts/) nor configured in gatsby-config.ts`,
    ]
  })
}
