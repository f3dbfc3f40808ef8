/**
 * The newest release's state, as the release files fold into it, against the installed packages'
 * declarations: the same exports, each of the same kind of declaration with the same signature
 * (a class's or interface's header, a function's overloads, a type's definition), the same
 * members with the same signatures (inherited ones included, as the compiler resolves them) and
 * the same deprecations. So the data cannot drift from what readers install. Pure.
 */
import ts from 'typescript'
import type { DeclarationHistory, ExportHistory } from '../../types/api-history'
import type { DeclaredExport, DeclaredMember } from '../api-check/declarations'
import { asSet, sameSet } from '../api-check/findings'
import { normaliseNode, normaliseSignature, parseSnippet, type SignatureShape } from '../api-check/normalise'
import { exportKey, memberOf, type FoldedHistory } from './fold-releases'
import { KINDS_WITH_MEMBERS } from './page-history'

/** A class, interface or enum declaration without its body: the header a release file records. */
function headerOf(text: string): string {
  const source = text.includes('{') ? text : `${text} {}`
  const node = parseSnippet(source).statements[0]
  if (!node) return `(unreadable: ${text})`
  const { factory } = ts
  if (ts.isClassDeclaration(node))
    return normaliseNode(
      factory.updateClassDeclaration(node, node.modifiers, node.name, node.typeParameters, node.heritageClauses, []),
    )
  if (ts.isInterfaceDeclaration(node))
    return normaliseNode(
      factory.updateInterfaceDeclaration(
        node,
        node.modifiers,
        node.name,
        node.typeParameters,
        node.heritageClauses,
        [],
      ),
    )
  if (ts.isEnumDeclaration(node))
    return normaliseNode(factory.updateEnumDeclaration(node, node.modifiers, node.name, []))
  return normaliseNode(node)
}

function statementTexts(texts: ReadonlyArray<string>, withMembers: boolean): string[] {
  if (withMembers) return texts.map(headerOf)
  return texts.flatMap((text) => parseSnippet(text).statements.map((node) => normaliseNode(node)))
}

function canonical(texts: ReadonlyArray<string>, shape: SignatureShape): string[] {
  return asSet(texts.flatMap((text) => normaliseSignature(text, shape).texts))
}

/** The base an export's header names (`extends X<…>`), or null. */
function baseName(header: ReadonlyArray<string>): string | null {
  return /\bextends\s+([A-Za-z_$][\w$]*)/.exec(header[0] ?? '')?.[1] ?? null
}

/** Own members and those inherited from recorded bases, nearest first; the constructor apart. */
function resolvedMembers(item: ExportHistory, history: FoldedHistory): Map<string, DeclarationHistory> {
  const members = new Map<string, DeclarationHistory>()
  let current: ExportHistory | undefined = item
  const seen = new Set<ExportHistory>()
  while (current && !seen.has(current)) {
    seen.add(current)
    for (const [name, member] of Object.entries(current.members)) {
      if (!member.removed && !members.has(name)) members.set(name, member)
    }
    const base = baseName(current.signature)
    current = base ? history.exports.get(exportKey(item.package, base)) : undefined
  }
  return members
}

function memberShape(member: DeclaredMember): SignatureShape {
  return member.kind === 'enum member' ? 'enum member' : 'member'
}

function compareMembers(item: ExportHistory, declared: DeclaredExport, history: FoldedHistory): string[] {
  const where = `${item.package} ${item.name}`
  const problems: string[] = []
  const recorded = resolvedMembers(item, history)
  // A constructor is compared with the class's own: the declarations list no inherited one.
  const own = memberOf(item, 'constructor')
  const constructor = own && !own.removed ? own : undefined
  recorded.delete('constructor')
  if (item.kind === 'class') {
    const declaredCalls = canonical(
      declared.calls.map((call) => call.text),
      'member',
    )
    const recordedCalls = constructor ? canonical(constructor.signature, 'member') : []
    if (!sameSet(declaredCalls, recordedCalls))
      problems.push(
        `${where} constructor: the releases leave ${recordedCalls.join(' / ') || '(none)'}, the declarations have ${declaredCalls.join(' / ') || '(none)'}`,
      )
  }
  const declaredMembers = (declared.members ?? []).filter((member) => !member.builtIn)
  for (const member of declaredMembers) {
    const found = recorded.get(member.name)
    if (!found) {
      problems.push(`${where}.${member.name} is declared, but no release adds it`)
      continue
    }
    const left = canonical(found.signature, memberShape(member))
    const right = canonical(member.signatures, memberShape(member))
    if (!sameSet(left, right))
      problems.push(
        `${where}.${member.name}: the releases leave ${left.join(' / ')}, the declarations have ${right.join(' / ')}`,
      )
    if ((found.deprecated !== null) !== member.deprecated) {
      problems.push(
        `${where}.${member.name}: the releases say ${found.deprecated ? `deprecated in ${found.deprecated.version}` : 'not deprecated'}, the declarations ${member.deprecated ? 'mark it @deprecated' : 'do not'}`,
      )
    }
  }
  const declaredNames = new Set(declaredMembers.map((member) => member.name))
  for (const name of recorded.keys()) {
    if (!declaredNames.has(name))
      problems.push(`${where}.${name}: the releases leave it in place, but the declarations have no such member`)
  }
  return problems
}

function compareExport(item: ExportHistory, declared: DeclaredExport, history: FoldedHistory): string[] {
  const where = `${item.package} ${item.name}`
  const withMembers = KINDS_WITH_MEMBERS.has(item.kind)
  const problems: string[] = []
  const left = asSet(statementTexts(item.signature, withMembers))
  const right = asSet(statementTexts(declared.statements, withMembers))
  if (!sameSet(left, right))
    problems.push(`${where}: the releases leave ${left.join(' / ')}, the declarations have ${right.join(' / ')}`)
  if ((item.deprecated !== null) !== declared.deprecated) {
    problems.push(
      `${where}: the releases say ${item.deprecated ? `deprecated in ${item.deprecated.version}` : 'not deprecated'}, the declarations ${declared.deprecated ? 'mark it @deprecated' : 'do not'}`,
    )
  }
  if (withMembers) problems.push(...compareMembers(item, declared, history))
  return problems
}

/** Every difference between the newest release's state and the installed declarations. */
export function historyDeclarationProblems(history: FoldedHistory, declared: ReadonlyArray<DeclaredExport>): string[] {
  const latest = history.latest ?? '(no release)'
  const current = [...history.exports.values()].filter((item) => item.removed === null)
  const byKey = new Map(declared.map((item) => [exportKey(item.packageName, item.name), item]))
  const problems: string[] = []
  for (const item of current) {
    const found = byKey.get(exportKey(item.package, item.name))
    if (found) problems.push(...compareExport(item, found, history))
    else
      problems.push(
        `${item.package} ${item.name}: the releases up to ${latest} export it, but the installed declarations do not`,
      )
  }
  const recorded = new Set(current.map((item) => exportKey(item.package, item.name)))
  for (const item of declared) {
    if (!recorded.has(exportKey(item.packageName, item.name)))
      problems.push(
        `${item.packageName} ${item.name} is exported, but no release file up to ${latest} adds it (add it to content/releases)`,
      )
  }
  return problems
}
