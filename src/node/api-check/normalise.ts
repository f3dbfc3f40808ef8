/**
 * Puts TypeScript declaration text into one canonical form, so that a signature as an API page
 * prints it and as the library's .d.ts declares it compare equal when they mean the same thing.
 * Both sides go through the same parse → rewrite → print, which is what makes the comparison
 * fair: layout, semicolons, quotes and parentheses come out of the printer, not the author.
 *
 * Rewrites (each one a difference the pages may make on purpose):
 * - parameter names become their position (`p0`, `p1`, …), also inside function types;
 * - `readonly`/`public` modifiers on parameters are dropped;
 * - union members are flattened, de-duplicated and sorted;
 * - `| undefined` is dropped from an optional property or parameter;
 * - `readonly type = "X"` (a .d.ts literal initialiser) becomes `readonly type: "X"`;
 * - `export` and `declare` modifiers are dropped, string literals use one quote style.
 */
import ts from 'typescript'

/** How a piece of text is read: the shape it has on a page. */
export type SignatureShape = 'statement' | 'member' | 'enum member' | 'type' | 'call'

/** Text before and after a snippet, so that it parses as the shape it has on a page. */
const WRAPPERS: Readonly<Record<SignatureShape, readonly [string, string]>> = {
  statement: ['', ''],
  member: ['declare class __Member {\n', '\n}'],
  'enum member': ['declare enum __Member {\n', '\n}'],
  type: ['type __Type =\n', ''],
  call: ['interface __Call {\n', '\n}'],
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })

export function parseSnippet(text: string): ts.SourceFile {
  return ts.createSourceFile('snippet.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
}

/** The nodes that `text` declares, read as the given shape, or the parse errors. */
export function parseShape(text: string, shape: SignatureShape): { nodes: ts.Node[]; errors: string[] } {
  const [before, after] = WRAPPERS[shape]
  const file = parseSnippet(`${before}${text}${after}`)
  // Syntax errors without a Program: the parser keeps them on the file (not in the public typings).
  const diagnostics =
    (file as ts.SourceFile & { parseDiagnostics?: ReadonlyArray<ts.Diagnostic> }).parseDiagnostics ?? []
  const errors = diagnostics.map((item) => ts.flattenDiagnosticMessageText(item.messageText, ' '))
  if (shape === 'statement') return { nodes: [...file.statements], errors }
  const first = file.statements[0]
  if (!first) return { nodes: [], errors: [...errors, 'nothing to read'] }
  if (ts.isTypeAliasDeclaration(first)) return { nodes: [first.type], errors }
  if (ts.isClassDeclaration(first) || ts.isInterfaceDeclaration(first) || ts.isEnumDeclaration(first))
    return { nodes: [...first.members], errors }
  return { nodes: [], errors: [...errors, 'nothing to read'] }
}

function isUndefinedType(node: ts.TypeNode): boolean {
  return node.kind === ts.SyntaxKind.UndefinedKeyword
}

/** Union members, with nested unions and parentheses flattened away. */
function unionMembers(node: ts.TypeNode): ts.TypeNode[] {
  if (ts.isParenthesizedTypeNode(node)) return unionMembers(node.type)
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(unionMembers)
  return [node]
}

/** The file a node was parsed from; a node the rewrite made has none, but its children do. */
function sourceFileOf(node: ts.Node): ts.SourceFile | undefined {
  const found = ts.getOriginalNode(node).getSourceFile() as ts.SourceFile | undefined
  return found ?? ts.forEachChild(node, sourceFileOf)
}

/** Some tokens print from their source text, so the printer needs the file they came from. */
function printed(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, sourceFileOf(node) ?? parseSnippet(''))
}

function withoutUndefined(type: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (!type) return type
  const members = unionMembers(type)
  const kept = members.filter((member) => !isUndefinedType(member))
  if (kept.length === members.length || kept.length === 0) return type
  return kept.length === 1 ? kept[0] : ts.factory.createUnionTypeNode(kept)
}

const DROPPED_MODIFIERS = new Set([
  ts.SyntaxKind.ExportKeyword,
  ts.SyntaxKind.DeclareKeyword,
  ts.SyntaxKind.DefaultKeyword,
])

function keptModifiers(modifiers: ts.NodeArray<ts.ModifierLike> | undefined): ts.Modifier[] | undefined {
  const kept = modifiers?.filter(ts.isModifier).filter((modifier) => !DROPPED_MODIFIERS.has(modifier.kind))
  return kept && kept.length > 0 ? kept : undefined
}

/** A literal initialiser as its literal type: `type = "X"` declares `type: "X"`. */
function literalTypeOf(initializer: ts.Expression | undefined): ts.TypeNode | undefined {
  if (!initializer) return undefined
  if (ts.isStringLiteral(initializer))
    return ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(initializer.text))
  if (ts.isNumericLiteral(initializer))
    return ts.factory.createLiteralTypeNode(ts.factory.createNumericLiteral(initializer.text))
  return undefined
}

function rewrite(context: ts.TransformationContext): ts.Visitor {
  const { factory } = context
  const visit: ts.Visitor = (node) => {
    if (ts.isParenthesizedTypeNode(node)) return ts.visitNode(node.type, visit)
    if (ts.isUnionTypeNode(node)) {
      const members = unionMembers(node).map((member) => ts.visitNode(member, visit) as ts.TypeNode)
      const byText = new Map(members.map((member) => [printed(member), member]))
      const sorted = [...byText.keys()].sort().map((key) => byText.get(key)!)
      return sorted.length === 1 ? sorted[0] : factory.createUnionTypeNode(sorted)
    }
    if (ts.isStringLiteral(node)) return factory.createStringLiteral(node.text)
    if (ts.isNumericLiteral(node)) return factory.createNumericLiteral(node.text)
    if (ts.isParameter(node) && (ts.isFunctionLike(node.parent) || ts.isFunctionTypeNode(node.parent))) {
      const index = node.parent.parameters.indexOf(node)
      const type = node.questionToken ? withoutUndefined(node.type) : node.type
      return factory.updateParameterDeclaration(
        node,
        undefined,
        node.dotDotDotToken,
        factory.createIdentifier(`p${index}`),
        node.questionToken,
        type && (ts.visitNode(type, visit) as ts.TypeNode),
        undefined,
      )
    }
    if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
      const declared = node.type ?? (ts.isPropertyDeclaration(node) ? literalTypeOf(node.initializer) : undefined)
      const type = node.questionToken ? withoutUndefined(declared) : declared
      const visitedType = type && (ts.visitNode(type, visit) as ts.TypeNode)
      return factory.createPropertyDeclaration(
        keptModifiers(node.modifiers),
        node.name,
        node.questionToken,
        visitedType,
        undefined,
      )
    }
    if (ts.canHaveModifiers(node) && node.modifiers?.some((modifier) => DROPPED_MODIFIERS.has(modifier.kind))) {
      const stripped = ts.visitEachChild(node, visit, context)
      return factory.replaceModifiers(stripped, keptModifiers(stripped.modifiers) ?? [])
    }
    return ts.visitEachChild(node, visit, context)
  }
  return visit
}

/** The canonical text of one declaration node (a statement, a member or a type). */
export function normaliseNode(node: ts.Node): string {
  const result = ts.transform(node, [(context) => (root) => ts.visitNode(root, rewrite(context)) ?? root])
  const [transformed] = result.transformed
  const text = printed(transformed)
  result.dispose()
  return text.replace(/\s+/g, ' ').replace(/;\s*$/, '').replace(/;\s*}/g, ' }').trim()
}

/** Canonical texts of what `text` declares, or the reason it cannot be read. */
export function normaliseSignature(text: string, shape: SignatureShape): { texts: string[]; errors: string[] } {
  const { nodes, errors } = parseShape(text, shape)
  return { texts: nodes.map(normaliseNode), errors }
}

/**
 * Canonical text of a type, e.g. for a parameter table's `type` column. The type of an optional
 * parameter loses its `| undefined`, as in a signature.
 */
export function normaliseType(text: string, { optional = false } = {}): string {
  const { nodes, errors } = parseShape(text, 'type')
  const [node] = nodes
  if (errors.length > 0 || !node || !ts.isTypeNode(node)) return `(unreadable type: ${text})`
  return normaliseNode((optional ? withoutUndefined(node) : node) ?? node)
}

/** A class as an entry's signature shows it: the header and constructors (members are listed apart). */
function headerAndConstructors(node: ts.Node): ts.Node {
  if (!ts.isClassDeclaration(node)) return node
  return ts.factory.updateClassDeclaration(
    node,
    node.modifiers,
    node.name,
    node.typeParameters,
    node.heritageClauses,
    node.members.filter(ts.isConstructorDeclaration),
  )
}

/** Canonical texts of the statements of an entry's `signature` (or the .d.ts declarations). */
export function normaliseStatements(text: string): { texts: string[]; errors: string[] } {
  const { nodes, errors } = parseShape(text, 'statement')
  return { texts: nodes.map((node) => normaliseNode(headerAndConstructors(node))), errors }
}
