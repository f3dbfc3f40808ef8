/**
 * Compares one API page with the declaration of the export it documents: the entry's signature,
 * its members (own and inherited), the parameter table, the return type and the short overload
 * list. Pure: both sides come in as data, differences go out as findings.
 */
import ts from 'typescript'
import type { ApiEntry, ApiMember, ApiMemberWithOrigin } from '../../types/api'
import type { DeclaredExport, DeclaredMember, DeclaredSignature } from './declarations'
import { asSet, sameSet, type Finding } from './findings'
import { normaliseSignature, normaliseStatements, normaliseType, parseShape, type SignatureShape } from './normalise'

/** An API page with its members resolved (own first, then inherited; see api-reference.ts). */
export interface CheckedPage {
  readonly file: string
  readonly title: string
  readonly api: ApiEntry
  readonly members: ReadonlyArray<ApiMemberWithOrigin>
}

type NewFinding = Omit<Finding, 'file' | 'entry'>

function canonical(texts: ReadonlyArray<string>, shape: SignatureShape): string[] {
  return texts.flatMap((text) => {
    const { texts: normalised, errors } = normaliseSignature(text, shape)
    return errors.length > 0 ? [`(unreadable: ${text})`] : normalised
  })
}

function memberShape(kind: ApiMember['kind'] | DeclaredMember['kind']): SignatureShape {
  if (kind === 'enum member') return 'enum member'
  return kind === 'function' ? 'call' : 'member'
}

function compareSignature(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  const documented = normaliseStatements(page.api.signature)
  const pageTexts = documented.errors.length > 0 ? [`(unreadable: ${documented.errors.join('; ')})`] : documented.texts
  const declaredTexts = declared.statements.flatMap((statement) => normaliseStatements(statement).texts)
  if (sameSet(pageTexts, declaredTexts)) return []
  return [
    {
      subject: 'signature',
      documented: asSet(pageTexts),
      declared: asSet(declaredTexts),
      message: 'the signature differs from the declaration',
    },
  ]
}

function compareBase(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  const documented = page.api.extends ?? null
  if (documented === declared.extends) return []
  return [
    {
      subject: 'extends',
      documented: documented ? [documented] : [],
      declared: declared.extends ? [declared.extends] : [],
      message: 'api.extends names another base',
    },
  ]
}

function compareMember(documented: ApiMemberWithOrigin, declared: DeclaredMember): NewFinding[] {
  const findings: NewFinding[] = []
  const where = documented.inheritedFrom ? ` (inherited from the ${documented.inheritedFrom.title} page)` : ''
  const pageTexts = asSet(canonical(documented.signatures, memberShape(documented.kind)))
  const declaredTexts = asSet(canonical(declared.signatures, memberShape(declared.kind)))
  if (!sameSet(pageTexts, declaredTexts)) {
    findings.push({
      subject: `member ${declared.name}`,
      documented: pageTexts,
      declared: declaredTexts,
      message: `the signatures differ${where}`,
    })
  }
  if (documented.kind !== declared.kind) {
    findings.push({
      subject: `member ${declared.name} kind`,
      documented: [documented.kind],
      declared: [declared.kind],
      message: `the kind differs${where}`,
    })
  }
  findings.push(
    ...compareDeprecation(`member ${declared.name} deprecation`, documented.deprecated, declared.deprecated, where),
  )
  return findings
}

function compareMembers(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  const declaredMembers = declared.members ?? []
  const declaredByName = new Map(declaredMembers.map((member) => [member.name, member]))
  const pageByName = new Map(page.members.map((member) => [member.name, member]))
  const findings: NewFinding[] = []
  for (const member of declaredMembers) {
    const documented = pageByName.get(member.name)
    if (documented) findings.push(...compareMember(documented, member))
    // A member of a built-in base (Error#stack) may go unmentioned.
    else if (!member.builtIn) {
      findings.push({
        subject: `member ${member.name}`,
        documented: [],
        declared: asSet(canonical(member.signatures, memberShape(member.kind))),
        message: 'is declared but the page does not list it (own or inherited)',
      })
    }
  }
  for (const member of page.members) {
    if (declaredByName.has(member.name)) continue
    findings.push({
      subject: `member ${member.name}`,
      documented: asSet(canonical(member.signatures, memberShape(member.kind))),
      declared: [],
      message: `is listed${member.inheritedFrom ? ` (inherited from the ${member.inheritedFrom.title} page)` : ''} but not declared`,
    })
  }
  return findings
}

function compareDeprecation(
  subject: string,
  pageNote: string | undefined,
  declaredDeprecated: boolean,
  where = '',
): NewFinding[] {
  const pageDeprecated = pageNote !== undefined
  if (pageDeprecated === declaredDeprecated) return []
  const state = (deprecated: boolean) => (deprecated ? 'deprecated' : 'not deprecated')
  return [
    {
      subject,
      documented: [state(pageDeprecated)],
      declared: [state(declaredDeprecated)],
      message: `only one side marks it deprecated${where}`,
    },
  ]
}

/** Declared parameters by name, across every overload. */
function declaredParameters(
  calls: ReadonlyArray<DeclaredSignature>,
): Map<string, { types: string[]; optional: boolean }> {
  const byName = new Map<string, { types: string[]; optional: boolean }>()
  for (const call of calls) {
    for (const parameter of call.parameters) {
      const known = byName.get(parameter.name) ?? { types: [], optional: false }
      const type = normaliseType(parameter.type, { optional: parameter.optional })
      byName.set(parameter.name, { types: [...known.types, type], optional: known.optional || parameter.optional })
    }
  }
  return byName
}

/** Types of several overloads joined into one union, as a table row shows them. */
function unionOf(types: ReadonlyArray<string>): string {
  return normaliseType(types.map((type) => `(${type})`).join(' | '))
}

function compareParameters(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  if (declared.calls.length === 0) return []
  const findings: NewFinding[] = []
  const byName = declaredParameters(declared.calls)
  const listed = page.api.parameters ?? []
  for (const parameter of listed) {
    const subject = `parameter ${parameter.name}`
    const known = byName.get(parameter.name)
    if (!known) {
      findings.push({
        subject,
        documented: [normaliseType(parameter.type)],
        declared: [],
        message: 'is listed but no signature declares it',
      })
      continue
    }
    const pageType = normaliseType(parameter.type, {
      optional: parameter.optional === true || parameter.default !== undefined,
    })
    const declaredType = unionOf(known.types)
    if (pageType !== declaredType)
      findings.push({ subject, documented: [pageType], declared: [declaredType], message: 'the type differs' })
    const pageOptional = parameter.optional === true || parameter.default !== undefined
    if (pageOptional !== known.optional) {
      findings.push({
        subject: `${subject} optional`,
        documented: [pageOptional ? 'optional' : 'required'],
        declared: [known.optional ? 'optional' : 'required'],
        message: 'optional on one side only (a default counts as optional)',
      })
    }
  }
  const missing = [...byName.keys()].filter((name) => !listed.some((parameter) => parameter.name === name))
  if (missing.length > 0) {
    findings.push({
      subject: 'parameters',
      documented: listed.map((parameter) => parameter.name),
      declared: [...byName.keys()],
      message: `the table leaves out ${missing.join(', ')}`,
    })
  }
  return findings
}

function compareReturns(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  const returns = declared.calls.flatMap((call) => (call.returns === null ? [] : [call.returns]))
  // Constructors have no return type; pages of classes have no `returns`.
  if (returns.length === 0 && !page.api.returns) return []
  const pageType = page.api.returns ? normaliseType(page.api.returns.type) : '(none)'
  const declaredType = returns.length > 0 ? unionOf(returns) : '(none)'
  if (pageType === declaredType) return []
  return [{ subject: 'returns', documented: [pageType], declared: [declaredType], message: 'the return type differs' }]
}

interface ShortParameter {
  readonly name: string
  readonly type: string | null
  readonly optional: boolean
}

function shortParameters(node: ts.SignatureDeclarationBase): ShortParameter[] {
  return node.parameters.map((parameter) => ({
    name: parameter.name.getText(),
    type: parameter.type
      ? normaliseType(parameter.type.getText(), { optional: parameter.questionToken !== undefined })
      : null,
    optional: parameter.questionToken !== undefined,
  }))
}

/** Whether a short overload (`(stateManager, selector?: null): State`) fits a declared signature. */
function overloadFits(short: ts.SignatureDeclarationBase, call: DeclaredSignature): boolean {
  const parameters = shortParameters(short)
  if (parameters.length !== call.parameters.length) return false
  const parametersFit = parameters.every((parameter, index) => {
    const declared = call.parameters[index]
    if (parameter.name !== declared.name || parameter.optional !== declared.optional) return false
    return parameter.type === null || parameter.type === normaliseType(declared.type, { optional: declared.optional })
  })
  const returnFits =
    !short.type || (call.returns !== null && normaliseType(short.type.getText()) === normaliseType(call.returns))
  return parametersFit && returnFits
}

function isShortSignature(node: ts.Node): node is ts.CallSignatureDeclaration | ts.MethodSignature {
  return ts.isCallSignatureDeclaration(node) || ts.isMethodSignature(node)
}

function compareOverloads(page: CheckedPage, declared: DeclaredExport): NewFinding[] {
  const overloads = page.api.overloads ?? []
  if (overloads.length === 0) return []
  const shorts = overloads.map((overload) => parseShape(overload.signature, 'call').nodes[0])
  const fits = (index: number, call: DeclaredSignature): boolean => {
    const short = shorts[index]
    return short !== undefined && isShortSignature(short) && overloadFits(short, call)
  }
  const unfit = overloads.filter((_overload, index) => !declared.calls.some((call) => fits(index, call)))
  const unmatched = declared.calls.filter((call) => !overloads.some((_overload, index) => fits(index, call)))
  if (unfit.length === 0 && unmatched.length === 0) return []
  return [
    {
      subject: 'overloads',
      documented: unfit.map((overload) => overload.signature),
      declared: unmatched.map((call) => normaliseStatements(call.text).texts.join('')),
      message: 'some short overloads fit no declared signature, or some declared signatures have no short overload',
    },
  ]
}

/** Every difference between a page and the declaration of its export. */
export function compareEntry(page: CheckedPage, declared: DeclaredExport): Finding[] {
  return [
    ...compareSignature(page, declared),
    ...compareBase(page, declared),
    ...compareDeprecation('deprecation', page.api.deprecated, declared.deprecated),
    ...compareMembers(page, declared),
    ...compareParameters(page, declared),
    ...compareReturns(page, declared),
    ...compareOverloads(page, declared),
  ].map((finding) => ({ file: page.file, entry: page.title, ...finding }))
}
