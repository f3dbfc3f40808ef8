/**
 * The type names an API page prints: every type reference in its signatures, member signatures,
 * parameter and return types and short overloads, minus the generic parameters the page itself
 * declares (`State`, `SelectedState`, `Args`). Pure: reads the page data only.
 */
import ts from 'typescript'
import type { ApiEntry } from '../../types/api'
import { parseShape, type SignatureShape } from './normalise'

interface PageText {
  readonly text: string
  readonly shape: SignatureShape
}

function textsOf(api: ApiEntry): PageText[] {
  return [
    { text: api.signature, shape: 'statement' },
    ...(api.members ?? []).flatMap((member) =>
      member.signatures.map((text): PageText => ({
        text,
        shape: member.kind === 'enum member' ? 'enum member' : member.kind === 'function' ? 'call' : 'member',
      })),
    ),
    ...(api.parameters ?? []).map((parameter): PageText => ({ text: parameter.type, shape: 'type' })),
    ...(api.returns ? [{ text: api.returns.type, shape: 'type' as const }] : []),
    ...(api.overloads ?? []).map((overload): PageText => ({ text: overload.signature, shape: 'call' })),
  ]
}

/** `JSX.Element` is printed as `JSX`: the namespace is what has to exist. */
function leftmost(name: ts.EntityName | ts.Expression): string | null {
  if (ts.isIdentifier(name)) return name.text
  if (ts.isQualifiedName(name)) return leftmost(name.left)
  if (ts.isPropertyAccessExpression(name)) return leftmost(name.expression)
  return null
}

function collect(node: ts.Node, referenced: Set<string>, generics: Set<string>): void {
  if (ts.isTypeParameterDeclaration(node)) generics.add(node.name.text)
  if (ts.isTypeReferenceNode(node)) {
    const name = leftmost(node.typeName)
    if (name) referenced.add(name)
  }
  if (ts.isExpressionWithTypeArguments(node)) {
    const name = leftmost(node.expression)
    if (name) referenced.add(name)
  }
  ts.forEachChild(node, (child) => collect(child, referenced, generics))
}

/** Type names the page refers to that it does not declare as generic parameters, sorted. */
export function typeNamesPrinted(api: ApiEntry): string[] {
  const referenced = new Set<string>()
  const generics = new Set<string>()
  for (const { text, shape } of textsOf(api)) {
    for (const node of parseShape(text, shape).nodes) collect(node, referenced, generics)
  }
  return [...referenced].filter((name) => !generics.has(name)).sort()
}

/**
 * Problems with the type names of one page: names that are neither declared (`known`) nor a
 * shorthand the page explains, and shorthands that the page never prints or that shadow a
 * real name.
 */
export function typeNameProblems(file: string, api: ApiEntry, known: ReadonlySet<string>): string[] {
  const printed = typeNamesPrinted(api)
  const shorthands = new Set((api.shorthands ?? []).map((shorthand) => shorthand.name))
  const problems = printed
    .filter((name) => !known.has(name) && !shorthands.has(name))
    .map(
      (name) =>
        `${file}: prints the type name "${name}", which neither package declares and which is no built-in type; fix it, or explain it in api.shorthands if it is the page's own shorthand`,
    )
  for (const name of shorthands) {
    if (known.has(name))
      problems.push(
        `${file}: api.shorthands declares "${name}", which is a real type name; a shorthand must not shadow one`,
      )
    else if (!printed.includes(name))
      problems.push(`${file}: api.shorthands declares "${name}", but the page never prints it`)
  }
  return problems
}
