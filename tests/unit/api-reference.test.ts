import { describe, expect, it } from 'vitest'
import { importLines } from '../../src/shared/api/import-lines'
import { parseInlineMarkdown } from '../../src/shared/api/inline-markdown'
import { withMemberToc } from '../../src/components/api/api-toc'
import { typeSegments } from '../../src/components/api/type-links'
import { apiEntryProblems } from '../../src/node/api-data'
import { resolveApiPages, type ApiSourceDoc } from '../../src/node/api-reference'
import { docFrontmatterSchema, FrontmatterError, validateFrontmatter } from '../../src/node/frontmatter'
import { foldReleases } from '../../src/node/api-history/fold-releases'
import type { ApiEntry, ApiMember } from '../../src/types/api'
import type { ReleaseChange, ReleaseFile } from '../../src/types/api-history'

type Declared = Readonly<Record<string, ReadonlyArray<string>>>

/** Release 0.0.0 adding each export (a class in cotton-box) with the members listed for it. */
function firstRelease(declared: Declared): ReleaseFile {
  return {
    version: '0.0.0',
    changes: Object.entries(declared).flatMap(([name, members]): ReleaseChange[] => [
      { change: 'added', package: 'cotton-box', export: name, kind: 'class', signature: [`class ${name}`] },
      ...members.map((member): ReleaseChange => ({
        change: 'added',
        package: 'cotton-box',
        export: name,
        member,
        signature: [`${member}(): void`],
      })),
    ]),
  }
}

const recorded = foldReleases([
  firstRelease({
    SimpleStateManager: ['get', 'set', 'watch', 'name'],
    StateManager: ['set', 'init'],
    AsyncStateManager: ['get'],
    A: [],
    B: [],
    C: [],
    E: [],
  }),
])

function method(name: string, description = `${name} does something.`): ApiMember {
  return { name, kind: 'method', signatures: [`${name}(): void`], description }
}

function classEntry(fields: Partial<ApiEntry>): ApiEntry {
  return { kind: 'class', packages: ['cotton-box'], signature: 'class X', related: [], ...fields }
}

function doc(title: string, api: ApiEntry | null, dir = 'api/core'): ApiSourceDoc {
  return {
    title,
    path: `/docs/${dir}/${title}`,
    description: `${title} description`,
    sourceFile: `content/docs/${dir}/${title}.mdx`,
    dir,
    api,
  }
}

describe('API data validation', () => {
  it('accepts a complete entry', () => {
    expect(apiEntryProblems(classEntry({ members: [method('get')] }))).toEqual([])
  })

  it('names the place of each problem inside the data', () => {
    const problems = apiEntryProblems({
      kind: 'klass',
      packages: ['cotton-box'],
      signature: 'class X',
      related: [],
      members: [{ name: 'get', kind: 'method', signatures: [], description: 'Reads.' }],
    })
    expect(problems).toEqual([
      'api.kind must be one of class, interface, type, enum, function, constant, got string "klass"',
      'api.members[0].signatures must not be empty',
    ])
  })

  it('rejects unknown fields and repeated member names', () => {
    expect(apiEntryProblems({ ...classEntry({}), sinse: [] })).toEqual([
      'api.sinse is not a known field (known: kind, packages, imports, importNote, signature, extends, shorthands, parameters, returns, overloads, members, unstable, deprecated, related)',
    ])
    expect(apiEntryProblems(classEntry({ members: [method('set'), method('set')] }))).toEqual([
      'api.members[1] repeats the member "set"; list overloads as extra signatures',
    ])
  })

  it('fails the frontmatter check with the file name', () => {
    const data = { title: 'X', description: 'An X.', api: { ...classEntry({}), packages: ['lodash'] } }
    try {
      validateFrontmatter(data, docFrontmatterSchema, 'content/docs/api/core/X.mdx')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(FrontmatterError)
      expect((error as Error).message).toContain('content/docs/api/core/X.mdx: invalid frontmatter')
      expect((error as Error).message).toContain(
        'api.packages[0] must be one of cotton-box, cotton-box-react, @glyph-cat/equality, got string "lodash"',
      )
    }
  })
})

describe('API inheritance and links', () => {
  const base = doc(
    'SimpleStateManager',
    classEntry({ members: [method('get'), method('set', 'Base set.'), method('watch')] }),
  )
  const middle = doc(
    'StateManager',
    classEntry({ extends: 'SimpleStateManager', members: [method('set', 'Queued set.'), method('init')] }),
  )
  const leaf = doc(
    'AsyncStateManager',
    classEntry({
      extends: 'StateManager',
      members: [method('get', 'Async get.')],
      related: ['StateManager', '/docs/learn/tutorial/setup'],
    }),
  )
  const learn = { ...doc('Setup', null, 'learn/tutorial'), path: '/docs/learn/tutorial/setup' }

  it('lists own members first, then inherited ones labelled with the class that declares them', () => {
    const { byPath, problems } = resolveApiPages([base, middle, leaf, learn], recorded)
    expect(problems).toEqual([])
    const members = byPath
      .get(leaf.path)!
      .members.map((member) => [member.name, member.description, member.inheritedFrom?.title ?? null])
    expect(members).toEqual([
      ['get', 'Async get.', null],
      ['set', 'Queued set.', 'StateManager'],
      ['init', 'init does something.', 'StateManager'],
      ['watch', 'watch does something.', 'SimpleStateManager'],
    ])
  })

  it('resolves the parent, related pages and type links', () => {
    const entry = resolveApiPages([base, middle, leaf, learn], recorded).byPath.get(leaf.path)!
    expect(entry.extends).toEqual({
      title: 'StateManager',
      path: '/docs/api/core/StateManager',
      description: 'StateManager description',
    })
    expect(entry.related.map((link) => link.path)).toEqual([
      '/docs/api/core/StateManager',
      '/docs/learn/tutorial/setup',
    ])
    expect(entry.typeLinks.SimpleStateManager).toBe('/docs/api/core/SimpleStateManager')
  })

  it('reports unknown parents, cycles, unknown related pages and API pages without data', () => {
    const a = doc('A', classEntry({ extends: 'B' }))
    const b = doc('B', classEntry({ extends: 'A' }))
    const orphan = doc('C', classEntry({ extends: 'Missing', related: ['Nowhere'] }))
    const empty = doc('D', null)
    const error = doc('E', classEntry({ extends: 'Error' }))
    const { problems, byPath } = resolveApiPages([a, b, orphan, empty, error], recorded)
    expect(problems).toEqual([
      'content/docs/api/core/D.mdx: an API page needs "api" data in its frontmatter (see ApiEntry in src/types/api.ts)',
      'content/docs/api/core/A.mdx: api.extends makes a cycle (A → B → A)',
      'content/docs/api/core/B.mdx: api.extends makes a cycle (B → A → B)',
      'content/docs/api/core/C.mdx: api.extends names "Missing", which is neither an API page title nor one of Error',
      'content/docs/api/core/C.mdx: api.related names "Nowhere", which is no API page title or docs route',
    ])
    expect(byPath.get(error.path)!.extends).toEqual({ title: 'Error', path: null })
  })
})

describe('API pages and the release history', () => {
  const later: ReleaseFile = {
    version: '0.2.0',
    changes: [
      {
        change: 'added',
        package: 'cotton-box',
        export: 'StateManager',
        member: 'reinitialize',
        signature: ['reinitialize(): Promise<void>'],
      },
      {
        change: 'changed',
        package: 'cotton-box',
        export: 'StateManager',
        member: 'set',
        before: ['set(): void'],
        after: ['set(): boolean'],
      },
      { change: 'deprecated', package: 'cotton-box', export: 'StateManager', note: 'Use `Other`.' },
    ],
  }
  const history = foldReleases([firstRelease({ StateManager: ['set', 'init'] }), later])
  const page = doc('StateManager', classEntry({ members: [method('set'), method('init'), method('reinitialize')] }))

  it("gives the page its export's history and each member its own", () => {
    const { byPath, problems } = resolveApiPages([page], history)
    expect(problems).toEqual([])
    const entry = byPath.get(page.path)!
    expect(entry.history).toMatchObject({
      packages: ['cotton-box'],
      recordedExport: null,
      since: '0.0.0',
      removed: null,
      deprecated: { version: '0.2.0', note: 'Use `Other`.' },
    })
    const members = Object.fromEntries(entry.members.map((member) => [member.name, member.history]))
    expect(members.reinitialize).toMatchObject({ since: '0.2.0', changes: [] })
    expect(members.set).toMatchObject({
      since: '0.0.0',
      changes: [{ version: '0.2.0', before: ['set(): void'], after: ['set(): boolean'] }],
    })
  })

  it('names the page file when the releases lack its export or a member', () => {
    const stray = doc('Watcher', classEntry({}))
    const extra = doc('StateManager', classEntry({ members: [method('set'), method('dispose')] }))
    expect(resolveApiPages([stray, extra], history).problems).toEqual([
      'content/docs/api/core/Watcher.mdx: no release in content/releases adds Watcher to cotton-box',
      'content/docs/api/core/StateManager.mdx: api.members lists dispose, but no release in content/releases adds StateManager.dispose',
    ])
  })
})

describe('API text helpers', () => {
  it('parses code, links and strong text', () => {
    expect(parseInlineMarkdown('Use `get` or [`wait`](/docs/api/core/WaitEvaluator) **now**.')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'get' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'wait', href: '/docs/api/core/WaitEvaluator', code: true },
      { kind: 'text', text: ' ' },
      { kind: 'strong', text: 'now' },
      { kind: 'text', text: '.' },
    ])
  })

  it('links whole type names of other pages only', () => {
    const links = { SetStateFn: '/docs/api/core/SetStateFn', StateManager: '/docs/api/core/StateManager' }
    expect(typeSegments('SetStateFn<State> | AsyncSetStateFn<State>', links, 'StateManager')).toEqual([
      { text: 'SetStateFn', path: '/docs/api/core/SetStateFn' },
      { text: '<State> | AsyncSetStateFn<State>', path: null },
    ])
    expect(typeSegments('StateManager<State>', links, 'StateManager')).toEqual([
      { text: 'StateManager<State>', path: null },
    ])
  })

  it('imports types with import type, and from every package that exports the entry', () => {
    expect(importLines({ kind: 'type', packages: ['cotton-box'], name: 'SetStateFn' })).toEqual([
      "import type { SetStateFn } from 'cotton-box'",
    ])
    expect(importLines({ kind: 'constant', packages: ['cotton-box', 'cotton-box-react'], name: 'VERSION' })).toEqual([
      "import { VERSION } from 'cotton-box'",
      "import { VERSION } from 'cotton-box-react'",
    ])
  })

  it('adds member headings under the Properties and Methods sections of the table of contents', () => {
    const { byPath } = resolveApiPages(
      [doc('SimpleStateManager', classEntry({ members: [method('get'), { ...method('name'), kind: 'property' }] }))],
      recorded,
    )
    const toc = [
      { id: 'signature', title: 'Signature', children: [] },
      { id: 'methods', title: 'Methods', children: [] },
    ]
    expect(withMemberToc(toc, byPath.get('/docs/api/core/SimpleStateManager')!)[1]).toEqual({
      id: 'methods',
      title: 'Methods',
      children: [{ id: 'get', title: 'get', children: [] }],
    })
  })

  it('adds the "Removed members" heading under History when the export lost members', () => {
    const withRemoval = foldReleases([
      firstRelease({ SimpleStateManager: ['get', 'watch'] }),
      {
        version: '0.1.0',
        changes: [{ change: 'removed', package: 'cotton-box', export: 'SimpleStateManager', member: 'watch' }],
      },
    ])
    const { byPath, problems } = resolveApiPages(
      [doc('SimpleStateManager', classEntry({ members: [method('get')] }))],
      withRemoval,
    )
    expect(problems).toEqual([])
    const toc = [{ id: 'history', title: 'History', children: [] }]
    expect(withMemberToc(toc, byPath.get('/docs/api/core/SimpleStateManager')!)).toEqual([
      {
        id: 'history',
        title: 'History',
        children: [{ id: 'removed-members', title: 'Removed members', children: [] }],
      },
    ])
  })
})
