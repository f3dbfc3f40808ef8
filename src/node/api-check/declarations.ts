/**
 * Reads what the installed packages declare: one TypeScript Program over their .d.ts entry
 * files, and the checker for the exports and for each class's, interface's or object type's
 * members (so inheritance and `Pick<…>` resolve as the compiler sees them). Every signature is
 * kept as declaration text, to be normalised the same way as the pages' text.
 */
import ts from 'typescript'
import type { ApiPackage } from '../../types/api'

export interface DeclaredParameter {
  readonly name: string
  readonly type: string
  readonly optional: boolean
}

/** One call signature: its text and, for the parameter table, its parts. */
export interface DeclaredSignature {
  readonly text: string
  readonly parameters: ReadonlyArray<DeclaredParameter>
  readonly returns: string | null
}

export interface DeclaredMember {
  readonly name: string
  readonly kind: 'property' | 'method' | 'enum member'
  /** One text per declaration (overloads), e.g. `set(newState: State): void`. */
  readonly signatures: ReadonlyArray<string>
  readonly deprecated: boolean
  /** Declared by the language's own library (e.g. Error#message), not by the package. */
  readonly builtIn: boolean
}

export interface DeclaredExport {
  readonly name: string
  readonly packageName: ApiPackage
  /** The declaration statements (several for overloaded functions). */
  readonly statements: ReadonlyArray<string>
  /** Constructor, function or function-type signatures; empty for anything else. */
  readonly calls: ReadonlyArray<DeclaredSignature>
  /** The class or interface it extends (name only), as a page's `api.extends` names it. */
  readonly extends: string | null
  /** Public members; null when the export has no members to document (functions, tuples…). */
  readonly members: ReadonlyArray<DeclaredMember> | null
  readonly deprecated: boolean
}

/** A package and the .d.ts file its `types` field points to. */
export interface PackageTypes {
  readonly packageName: ApiPackage
  readonly file: string
}

function textOf(node: ts.Node): string {
  const sourceFile = node.getSourceFile()
  // JSDoc belongs to the node's full text; getText() starts after it, which is what we want.
  return node.getText(sourceFile)
}

function isDeprecated(node: ts.Node): boolean {
  return ts.getJSDocDeprecatedTag(node) !== undefined
}

/** Members a package keeps for itself: tagged @internal or named `internal…`. */
function isInternal(name: string, declarations: ReadonlyArray<ts.Node>): boolean {
  return (
    name.startsWith('internal') ||
    declarations.some((node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal'))
  )
}

function signatureOf(node: ts.SignatureDeclaration, text: string): DeclaredSignature {
  return {
    text,
    parameters: node.parameters.map((parameter) => ({
      name: parameter.name.getText(),
      type: parameter.type ? textOf(parameter.type) : 'any',
      optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
    })),
    returns: node.type ? textOf(node.type) : null,
  }
}

function callsOf(declarations: ReadonlyArray<ts.Declaration>): DeclaredSignature[] {
  return declarations.flatMap((node): DeclaredSignature[] => {
    if (ts.isFunctionDeclaration(node)) return [signatureOf(node, textOf(node))]
    if (ts.isClassDeclaration(node)) {
      return node.members
        .filter(ts.isConstructorDeclaration)
        .map((constructor) => signatureOf(constructor, textOf(constructor)))
    }
    if (ts.isTypeAliasDeclaration(node) && ts.isFunctionTypeNode(node.type))
      return [signatureOf(node.type, textOf(node.type))]
    return []
  })
}

function memberKind(node: ts.Declaration): DeclaredMember['kind'] {
  if (ts.isEnumMember(node)) return 'enum member'
  return ts.isMethodDeclaration(node) || ts.isMethodSignature(node) ? 'method' : 'property'
}

function memberOf(symbol: ts.Symbol, packageFiles: ReadonlySet<string>): DeclaredMember | null {
  const declarations = symbol.declarations ?? []
  const first = declarations[0]
  if (!first || isInternal(symbol.name, declarations)) return null
  if (
    declarations.some(
      (node) => ts.getCombinedModifierFlags(node) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected),
    )
  )
    return null
  return {
    name: symbol.name,
    kind: memberKind(first),
    signatures: declarations.map(textOf),
    deprecated: declarations.every(isDeprecated),
    builtIn: !packageFiles.has(first.getSourceFile().fileName),
  }
}

/** Whether an export has members a page lists: classes, interfaces, enums, object-type aliases. */
function membersOf(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  packageFiles: ReadonlySet<string>,
): DeclaredMember[] | null {
  const declaration = symbol.declarations?.[0]
  if (!declaration) return null
  if (ts.isEnumDeclaration(declaration)) {
    return declaration.members.map((member) => ({
      name: member.name.getText(),
      kind: 'enum member',
      signatures: [textOf(member)],
      deprecated: isDeprecated(member),
      builtIn: false,
    }))
  }
  const isObjectAlias =
    ts.isTypeAliasDeclaration(declaration) &&
    !ts.isFunctionTypeNode(declaration.type) &&
    !ts.isTupleTypeNode(declaration.type)
  if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration) && !isObjectAlias) return null
  const type = checker.getDeclaredTypeOfSymbol(symbol)
  return checker
    .getPropertiesOfType(type)
    .map((property) => memberOf(property, packageFiles))
    .filter((member): member is DeclaredMember => member !== null)
}

function baseOf(declaration: ts.Declaration | undefined): string | null {
  if (!declaration || !(ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))) return null
  const clause = declaration.heritageClauses?.find((item) => item.token === ts.SyntaxKind.ExtendsKeyword)
  const base = clause?.types[0]
  return base ? base.expression.getText() : null
}

/** Every export of every package, read through one Program. */
export function readDeclarations(packages: ReadonlyArray<PackageTypes>): DeclaredExport[] {
  const program = ts.createProgram({
    rootNames: packages.map((item) => item.file),
    options: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      // Error (a base class) is all the pages need from the language's library.
      lib: ['lib.es2022.d.ts'],
      types: [],
    },
  })
  const checker = program.getTypeChecker()
  const packageFiles = new Set(packages.map((item) => program.getSourceFile(item.file)?.fileName ?? item.file))
  return packages.flatMap(({ packageName, file }) => {
    const sourceFile = program.getSourceFile(file)
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile)
    if (!moduleSymbol) throw new Error(`Cannot read the declarations of ${packageName} from ${file}`)
    return checker.getExportsOfModule(moduleSymbol).map((exported): DeclaredExport => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declarations = symbol.declarations ?? []
      const statements = declarations.map((node) => textOf(ts.isVariableDeclaration(node) ? node.parent.parent : node))
      return {
        name: exported.name,
        packageName,
        statements,
        calls: callsOf(declarations),
        extends: baseOf(declarations[0]),
        members: membersOf(symbol, checker, packageFiles),
        deprecated: declarations.length > 0 && declarations.every(isDeprecated),
      }
    })
  })
}
