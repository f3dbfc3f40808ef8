import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiEntryProblems } from '../../src/node/api-data'
import { resolveMembers, type ApiSourceDoc } from '../../src/node/api-reference'
import { compareEntry, type CheckedPage } from '../../src/node/api-check/compare-entry'
import { coverageProblems } from '../../src/node/api-check/coverage'
import { readDeclarations, type DeclaredExport, type DeclaredMember } from '../../src/node/api-check/declarations'
import type { Finding } from '../../src/node/api-check/findings'
import { normaliseSignature, normaliseStatements, normaliseType } from '../../src/node/api-check/normalise'
import { typeNameProblems, typeNamesPrinted } from '../../src/node/api-check/type-names'
import type { ApiEntry, ApiMember } from '../../src/types/api'

const member = (text: string) => normaliseSignature(text, 'member').texts
const statements = (text: string) => normaliseStatements(text).texts

describe('signature normalisation', () => {
  it('ignores layout, trailing semicolons and quote style', () => {
    expect(statements('class A<State> {\n  constructor(\n    a: State,\n    b?: string,\n  );\n}')).toEqual(
      statements('class A<State> { constructor(a: State, b?: string) }'),
    )
    expect(member("readonly type: 'StateManager';")).toEqual(member('readonly type: "StateManager"'))
    expect(normaliseSignature("CJS = 'CJS',", 'enum member').texts).toEqual(
      normaliseSignature('CJS = "CJS"', 'enum member').texts,
    )
  })

  it('ignores parameter names, also inside function types', () => {
    expect(member('watch(callback: (state: State, eventType: StateChangeEventType) => void): () => void')).toEqual(
      member('watch(cb: (s: State, e: StateChangeEventType) => void): () => void'),
    )
  })

  it('ignores the order of union members, parentheses and nesting', () => {
    expect(normaliseType('State | Promise<State>')).toBe(normaliseType('(Promise<State>) | State'))
    expect(member('watch(callback: ((...args: Args) => void)): (() => void)')).toEqual(
      member('watch(callback: (...args: Args) => void): () => void'),
    )
    expect(normaliseType('Array<(A | B)>')).toBe(normaliseType('Array<B | A>'))
  })

  it('drops `| undefined` from optional members and parameters only', () => {
    expect(member('readonly stateManager?: string | undefined')).toEqual(member('readonly stateManager?: string'))
    expect(member('f(a?: string | undefined): void')).toEqual(member('f(a?: string): void'))
    expect(member('readonly a: string | undefined')).not.toEqual(member('readonly a: string'))
  })

  it('drops `readonly` on parameters and export/declare on statements', () => {
    expect(statements('class A { constructor(readonly a: string) }')).toEqual(
      statements('class A { constructor(a: string) }'),
    )
    expect(statements('export declare const VERSION: string;')).toEqual(statements('const VERSION: string'))
  })

  it('reads a .d.ts literal initialiser as the literal type', () => {
    expect(member('readonly type = "SimpleStateManager";')).toEqual(member("readonly type: 'SimpleStateManager'"))
  })

  it('shows a class entry as its header and constructors', () => {
    expect(statements('declare class A<S> extends B<S> { constructor(); get(): S; }')).toEqual(
      statements('class A<S> extends B<S> { constructor() }'),
    )
  })

  it('keeps real differences apart', () => {
    expect(member('set(newState: State): void')).not.toEqual(member('set(newState: Partial<State>): void'))
    expect(member('trySet(newState: State): void')).not.toEqual(member('trySet(newState: State): boolean'))
    expect(member('readonly name: string')).not.toEqual(member('name: string'))
    expect(member('a?: string')).not.toEqual(member('a: string'))
    expect(statements('class A<S> extends B<S> {}')).not.toEqual(statements('class A<S> extends C<S> {}'))
  })

  it('reports text it cannot read', () => {
    expect(normaliseSignature('set(newState: State: void', 'member').errors).not.toEqual([])
  })
})

const entry = (fields: Partial<ApiEntry>): ApiEntry => ({
  kind: 'class',
  packages: ['cotton-box'],
  signature: 'class X',
  related: [],
  ...fields,
})
const apiMember = (name: string, signatures: string[], fields: Partial<ApiMember> = {}): ApiMember => ({
  name,
  kind: 'method',
  signatures,
  description: 'Does.',
  ...fields,
})

describe('type names a page prints', () => {
  const page = entry({
    kind: 'function',
    signature: 'function useThing<State>(m: AnyStateManager<State>, s?: StateSelector<State, State>): JSX.Element',
    parameters: [{ name: 'm', type: 'AnyStateManager<State>', description: 'The manager.' }],
  })

  it('collects references, without the generic parameters the page declares', () => {
    expect(typeNamesPrinted(page)).toEqual(['AnyStateManager', 'JSX', 'StateSelector'])
  })

  it('fails on a name that nothing declares, naming the page', () => {
    expect(typeNameProblems('x.mdx', page, new Set(['StateSelector', 'JSX']))).toEqual([
      expect.stringMatching(/^x\.mdx: prints the type name "AnyStateManager"/),
    ])
  })

  it('accepts a shorthand the page explains, and fails on an unused or shadowing one', () => {
    const explained = { ...page, shorthands: [{ name: 'AnyStateManager', meaning: 'Any manager.' }] }
    expect(typeNameProblems('x.mdx', explained, new Set(['StateSelector', 'JSX']))).toEqual([])
    const unused = {
      ...page,
      shorthands: [
        { name: 'AnyStateManager', meaning: 'x' },
        { name: 'Other', meaning: 'y' },
      ],
    }
    expect(typeNameProblems('x.mdx', unused, new Set(['StateSelector', 'JSX']))).toEqual([
      expect.stringContaining('"Other", but the page never prints it'),
    ])
    expect(typeNameProblems('x.mdx', explained, new Set(['StateSelector', 'JSX', 'AnyStateManager']))).toEqual([
      expect.stringContaining('shadow'),
    ])
  })

  it('is validated as API data', () => {
    expect(apiEntryProblems(entry({ shorthands: [{ name: 'AnyStateManager', meaning: 'Any manager.' }] }))).toEqual([])
    expect(apiEntryProblems(entry({ shorthands: [{ name: 'not a name', meaning: '' }] }))).toEqual([
      expect.stringContaining('api.shorthands[0].name must be a type name'),
      expect.stringContaining('api.shorthands[0].meaning must be a non-empty string'),
    ])
  })
})

describe('export coverage', () => {
  const pages = [
    { file: 'A.mdx', title: 'A', api: { packages: ['cotton-box' as const] } },
    { file: 'Eq.mdx', title: 'Eq', api: { packages: ['@glyph-cat/equality' as const], imports: ['eq'] } },
  ]
  it('passes when every export has a page', () => {
    const exported = [{ packageName: 'cotton-box' as const, name: 'A' }]
    expect(coverageProblems(exported, pages, ['cotton-box', 'cotton-box-react'])).toEqual([])
  })

  it('fails on an export without a page and a page of no export', () => {
    const exported = [
      { packageName: 'cotton-box' as const, name: 'B' },
      { packageName: 'cotton-box-react' as const, name: 'A' },
    ]
    expect(coverageProblems(exported, pages, ['cotton-box', 'cotton-box-react'])).toEqual([
      expect.stringMatching(/^cotton-box exports B, but no API page/),
      expect.stringMatching(/^cotton-box-react exports A, but no API page/),
      expect.stringMatching(/^A\.mdx: api\.packages says cotton-box exports A/),
    ])
  })
})

const declaredMember = (name: string, signatures: string[], fields: Partial<DeclaredMember> = {}): DeclaredMember => ({
  name,
  kind: 'method',
  signatures,
  deprecated: false,
  builtIn: false,
  ...fields,
})

function declaredClass(members: DeclaredMember[], fields: Partial<DeclaredExport> = {}): DeclaredExport {
  return {
    name: 'Child',
    packageName: 'cotton-box',
    statements: ['export declare class Child<State> extends Parent<State> {\n  constructor(defaultState: State);\n}'],
    calls: [
      {
        text: 'constructor(defaultState: State);',
        parameters: [{ name: 'defaultState', type: 'State', optional: false }],
        returns: null,
      },
    ],
    extends: 'Parent',
    members,
    deprecated: false,
    ...fields,
  }
}

function sourceDoc(title: string, api: ApiEntry): ApiSourceDoc {
  return {
    title,
    path: `/docs/api/core/${title}`,
    description: '',
    sourceFile: `content/docs/api/core/${title}.mdx`,
    dir: 'api/core',
    api,
  }
}

/** A page titled Child that extends a page titled Parent, with members resolved as the build does. */
function childPage(childMembers: ApiMember[], fields: Partial<ApiEntry> = {}): CheckedPage {
  const parent = sourceDoc('Parent', entry({ members: [apiMember('get', ['get(): State'])] }))
  const child = sourceDoc(
    'Child',
    entry({
      extends: 'Parent',
      signature: 'class Child<State> extends Parent<State> {\n  constructor(defaultState: State)\n}',
      parameters: [{ name: 'defaultState', type: 'State', description: 'The default.' }],
      members: childMembers,
      ...fields,
    }),
  )
  const byTitle = new Map([parent, child].map((doc) => [doc.title, doc]))
  return { file: child.sourceFile, title: 'Child', api: child.api!, members: resolveMembers(child, byTitle) }
}

const subjects = (findings: Finding[]) => findings.map((finding) => finding.subject)

describe('comparing a page with its declaration', () => {
  const declared = declaredClass([
    declaredMember('set', ['set(newState: State): void;', 'set(fn: SetStateFn<State>): void;']),
    declaredMember('get', ['get(): State;']),
  ])

  it('accepts own plus inherited members with equal signatures (overloads as sets)', () => {
    const page = childPage([
      apiMember('set', ['set(setStateFn: SetStateFn<State>): void', 'set(newState: State): void']),
    ])
    expect(compareEntry(page, declared)).toEqual([])
  })

  it('names the page file and the member that differs', () => {
    const page = childPage([
      apiMember('set', ['set(newState: Partial<State>): void', 'set(fn: SetStateFn<State>): void']),
    ])
    const [finding] = compareEntry(page, declared)
    expect(finding).toMatchObject({ file: 'content/docs/api/core/Child.mdx', entry: 'Child', subject: 'member set' })
  })

  it('fails on a member missing from the page or not declared', () => {
    expect(subjects(compareEntry(childPage([]), declared))).toEqual(['member set'])
    const extra = childPage([
      apiMember('set', ['set(newState: State): void', 'set(fn: SetStateFn<State>): void']),
      apiMember('clear', ['clear(): void']),
    ])
    expect(subjects(compareEntry(extra, declared))).toEqual(['member clear'])
  })

  it('lets built-in members (Error#stack) go unlisted', () => {
    const withStack = declaredClass([
      ...declared.members!,
      declaredMember('stack', ['stack?: string;'], { kind: 'property', builtIn: true }),
    ])
    const page = childPage([apiMember('set', ['set(newState: State): void', 'set(fn: SetStateFn<State>): void'])])
    expect(compareEntry(page, withStack)).toEqual([])
  })

  it('compares the entry signature, the parameter table and deprecations', () => {
    const page = childPage([apiMember('set', ['set(newState: State): void', 'set(fn: SetStateFn<State>): void'])], {
      signature: 'class Child<State> extends Other<State> {\n  constructor(defaultState: State)\n}',
      parameters: [{ name: 'defaultState', type: 'string', description: 'The default.' }],
    })
    expect(subjects(compareEntry(page, { ...declared, deprecated: true }))).toEqual([
      'signature',
      'deprecation',
      'parameter defaultState',
    ])
    expect(
      subjects(
        compareEntry(
          childPage([apiMember('set', ['set(newState: State): void', 'set(fn: SetStateFn<State>): void'])]),
          { ...declared, extends: 'Other' },
        ),
      ),
    ).toEqual(['extends'])
  })

  it('accepts a deprecation only when the page and the declaration agree on it', () => {
    const members = [apiMember('set', ['set(newState: State): void', 'set(fn: SetStateFn<State>): void'])]
    const deprecatedPage = childPage(members, { deprecated: 'Use `Other` instead.' })
    expect(compareEntry(deprecatedPage, { ...declared, deprecated: true })).toEqual([])
    expect(compareEntry(deprecatedPage, declared)).toEqual([
      expect.objectContaining({
        subject: 'deprecation',
        documented: ['deprecated'],
        declared: ['not deprecated'],
        message: 'only one side marks it deprecated',
      }),
    ])
  })

  it('reads the short overload list and the merged parameter table of a function', () => {
    const hook: DeclaredExport = {
      name: 'useValue',
      packageName: 'cotton-box-react',
      statements: [
        'export declare function useValue<S>(m: M<S>, selector?: null): S;',
        'export declare function useValue<S, T>(m: M<S>, selector?: Sel<S, T>): T;',
      ],
      calls: [
        {
          text: 'export declare function useValue<S>(m: M<S>, selector?: null): S;',
          parameters: [
            { name: 'm', type: 'M<S>', optional: false },
            { name: 'selector', type: 'null', optional: true },
          ],
          returns: 'S',
        },
        {
          text: 'export declare function useValue<S, T>(m: M<S>, selector?: Sel<S, T>): T;',
          parameters: [
            { name: 'm', type: 'M<S>', optional: false },
            { name: 'selector', type: 'Sel<S, T>', optional: true },
          ],
          returns: 'T',
        },
      ],
      extends: null,
      members: null,
      deprecated: false,
    }
    const api = entry({
      kind: 'function',
      packages: ['cotton-box-react'],
      signature:
        'function useValue<S>(m: M<S>, selector?: null): S\nfunction useValue<S, T>(m: M<S>, selector?: Sel<S, T>): T',
      parameters: [
        { name: 'm', type: 'M<S>', description: 'x' },
        { name: 'selector', type: 'Sel<S, T> | null', default: 'null', description: 'x' },
      ],
      returns: { type: 'T | S', description: 'x' },
      overloads: [{ signature: '(m, selector?: Sel<S, T>): T' }, { signature: 'useValue<S>(m, selector?: null): S' }],
    })
    expect(compareEntry({ file: 'f.mdx', title: 'useValue', api, members: [] }, hook)).toEqual([])
    const wrong = {
      ...api,
      overloads: [{ signature: '(m, selector: Sel<S, T>): T' }, { signature: '(m, selector?: null): S' }],
    }
    expect(subjects(compareEntry({ file: 'f.mdx', title: 'useValue', api: wrong, members: [] }, hook))).toEqual([
      'overloads',
    ])
  })
})

describe('reading declarations', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-check-'))
  const file = path.join(dir, 'index.d.ts')
  writeFileSync(
    file,
    [
      // JSDoc needs a line of its own: on the line of the previous member it belongs to that one.
      'export declare class Base<State> {\n  readonly name: string;\n  get(): State;\n  /** @internal */\n  secret(): void;\n  private hidden;\n}',
      'export declare class Child<State> extends Base<State> {\n  constructor(value: State);\n  set(v: State): void;\n  internalId: number;\n  /** @deprecated Use set. */\n  put(v: State): void;\n}',
      "export declare type View<State> = Pick<Base<State>, 'get'>;",
      'export declare type Fn<State> = (state: State) => State;',
      'export declare function f(a: string): void;',
      'export declare function f(a: number, b?: string): void;',
      'export declare enum Kind { A = 1 }',
      'export declare const VERSION: string;',
    ].join('\n'),
  )
  const declared = new Map(readDeclarations([{ packageName: 'cotton-box', file }]).map((item) => [item.name, item]))
  rmSync(dir, { recursive: true })

  it('lists own and inherited public members, without internal or private ones', () => {
    expect(
      declared.get('Child')?.members?.map((item) => `${item.name}${item.deprecated ? ' (deprecated)' : ''}`),
    ).toEqual(['set', 'put (deprecated)', 'name', 'get'])
    expect(declared.get('Child')?.extends).toBe('Base')
    expect(declared.get('View')?.members?.map((item) => item.signatures)).toEqual([['get(): State;']])
    expect(declared.get('Kind')?.members?.map((item) => item.signatures)).toEqual([['A = 1']])
  })

  it('keeps overloads, constructor and function-type signatures with their parameters', () => {
    expect(declared.get('f')?.statements).toHaveLength(2)
    expect(declared.get('f')?.calls.map((call) => call.parameters)).toEqual([
      [{ name: 'a', type: 'string', optional: false }],
      [
        { name: 'a', type: 'number', optional: false },
        { name: 'b', type: 'string', optional: true },
      ],
    ])
    expect(declared.get('Child')?.calls.map((call) => call.text)).toEqual(['constructor(value: State);'])
    expect(declared.get('Fn')?.calls[0]?.returns).toBe('State')
    expect(declared.get('Fn')?.members).toBeNull()
    expect(declared.get('VERSION')?.statements).toEqual(['export declare const VERSION: string;'])
  })
})
