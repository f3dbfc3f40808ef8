import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDeclarations } from '../../src/node/api-check/declarations'
import { historyDeclarationProblems } from '../../src/node/api-history/declarations-check'
import { foldReleases } from '../../src/node/api-history/fold-releases'
import { anchoredMembers, pageExport, pageHistory, removedMembers } from '../../src/node/api-history/page-history'
import { apiText } from '../../src/shared/api/api-text'
import { loadReleases, releaseFileProblems } from '../../src/node/api-history/release-files'
import { releaseNotes } from '../../src/node/api-history/release-notes'
import { historyEvents } from '../../src/shared/api/history-events'
import type { ReleaseChange, ReleaseFile } from '../../src/types/api-history'
import { temporaryFolder } from './temporary-folder'

const core = 'cotton-box' as const

const addExport = (name: string, kind: 'class' | 'function' | 'type', signature: string): ReleaseChange => ({
  change: 'added',
  package: core,
  export: name,
  kind,
  signature: [signature],
})
const addMember = (owner: string, member: string, signature: string): ReleaseChange => ({
  change: 'added',
  package: core,
  export: owner,
  member,
  signature: [signature],
})

/** Three releases of a small library: a base class, a subclass that gains and changes a member, a function. */
const releases: ReleaseFile[] = [
  {
    version: '0.1.0',
    date: '2025-01-02',
    changes: [
      addExport('Base', 'class', 'class Base<State>'),
      addMember('Base', 'constructor', 'constructor(value: State)'),
      addMember('Base', 'get', 'get(): State'),
      addExport('Child', 'class', 'class Child<State> extends Base<State>'),
      addMember('Child', 'set', 'set(value: State): void'),
      addExport('helper', 'function', 'function helper(): void'),
    ],
  },
  {
    version: '0.2.0',
    notes: ['Fixes a crash.'],
    changes: [
      addMember('Child', 'trySet', 'trySet(value: State): void'),
      { change: 'deprecated', package: core, export: 'Child', member: 'set', note: 'Use `trySet`.' },
    ],
  },
  {
    version: '0.10.0',
    changes: [
      {
        change: 'changed',
        package: core,
        export: 'Child',
        member: 'trySet',
        before: ['trySet(value: State): void'],
        after: ['trySet(value: State): boolean'],
        note: 'Returns whether it changed.',
      },
      {
        change: 'changed',
        package: core,
        export: 'helper',
        before: ['function helper(): void'],
        after: ['function helper(): string'],
        typingsOnly: true,
      },
      { change: 'removed', package: core, export: 'Base', member: 'get', note: 'Read `Child.value` instead.' },
    ],
  },
]

describe('release files', () => {
  it('accept a valid release named for its version', () => {
    expect(releaseFileProblems(releases[0], '0.1.0.json')).toEqual([])
  })

  it('name the place of each problem inside the file', () => {
    const broken = {
      version: '0.3.0',
      date: 'May 5th',
      changes: [
        { change: 'renamed', package: core, export: 'Child' },
        { change: 'added', package: core, export: 'Other', signature: ['class Other'] },
        { change: 'changed', package: 'lodash', export: 'Child', before: [], after: ['x'] },
      ],
    }
    expect(releaseFileProblems(broken, '0.3.0.json')).toEqual([
      'release.date must be a date such as 2025-08-05, got string "May 5th"',
      'release.changes[0].change must be one of added, changed, deprecated, removed, got string "renamed"',
      'release.changes[1].kind is missing (an added export needs its kind)',
      'release.changes[2].package must be one of cotton-box, cotton-box-react, got string "lodash"',
      'release.changes[2].before must not be empty',
    ])
    expect(releaseFileProblems(releases[1], '0.2.1.json')).toEqual([
      'release.version is 0.2.0, but the file is named 0.2.1.json',
    ])
  })

  it('load in version order, and a file that is not JSON fails naming it', () => {
    const root = temporaryFolder('releases-')
    const dir = path.join(root, 'content/releases')
    mkdirSync(dir, { recursive: true })
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text)
    for (const release of releases) write(`${release.version}.json`, JSON.stringify(release))
    write('0.11.0.json', '{ "version": "0.11.0", ')
    const loaded = loadReleases(root)
    expect(loaded.releases.map((release) => release.version)).toEqual(['0.1.0', '0.2.0', '0.10.0'])
    expect(loaded.problems).toEqual([expect.stringMatching(/^content\/releases\/0\.11\.0\.json: not valid JSON/)])
  })
})

describe('folding the releases', () => {
  const history = foldReleases(releases)

  it('gives every export and member its since, changes, deprecation and removal', () => {
    expect(history.problems).toEqual([])
    expect(history.latest).toBe('0.10.0')
    const child = history.exports.get('cotton-box Child')!
    expect(child.since).toBe('0.1.0')
    expect(child.members.set).toMatchObject({ since: '0.1.0', deprecated: { version: '0.2.0', note: 'Use `trySet`.' } })
    expect(child.members.trySet).toMatchObject({
      since: '0.2.0',
      signature: ['trySet(value: State): boolean'],
      changes: [
        {
          version: '0.10.0',
          before: ['trySet(value: State): void'],
          after: ['trySet(value: State): boolean'],
          typingsOnly: false,
        },
      ],
    })
    expect(history.exports.get('cotton-box Base')!.members.get).toMatchObject({
      since: '0.1.0',
      removed: '0.10.0',
      removalNote: 'Read `Child.value` instead.',
    })
    expect(history.exports.get('cotton-box helper')!.changes[0]).toMatchObject({ typingsOnly: true, note: null })
  })

  it('fails a release that contradicts the ones before it, naming the file and the change', () => {
    const contradicting: ReleaseFile = {
      version: '0.11.0',
      changes: [
        {
          change: 'changed',
          package: core,
          export: 'Child',
          member: 'trySet',
          before: ['trySet(value: State): void'],
          after: ['trySet(value: State): number'],
        },
        addExport('Child', 'class', 'class Child<State>'),
        { change: 'deprecated', package: core, export: 'Child', member: 'set', note: 'Again.' },
        {
          change: 'changed',
          package: core,
          export: 'Base',
          member: 'get',
          before: ['get(): State'],
          after: ['get(): number'],
        },
        { change: 'removed', package: core, export: 'Ghost' },
      ],
    }
    expect(foldReleases([...releases, contradicting]).problems).toEqual([
      'content/releases/0.11.0.json: changes[0] changes cotton-box Child.trySet, but its "before" (trySet(value: State): void) is not what the earlier releases left (trySet(value: State): boolean)',
      'content/releases/0.11.0.json: changes[1] adds cotton-box Child, which 0.1.0 already added',
      'content/releases/0.11.0.json: changes[2] deprecates cotton-box Child.set again (already in 0.2.0)',
      'content/releases/0.11.0.json: changes[3] changes cotton-box Base.get, which 0.10.0 removed',
      'content/releases/0.11.0.json: changes[4] names cotton-box Ghost, but no earlier release adds the export Ghost',
    ])
  })
})

describe('the newest release against the declarations', () => {
  /** Declarations as a package would publish them, read by the same reader as the installed ones. */
  function declarationsOf(source: string) {
    const file = path.join(temporaryFolder('history-declarations-'), 'index.d.ts')
    writeFileSync(file, source)
    return readDeclarations([{ packageName: core, file }])
  }
  const published = [
    'export declare class Base<State> {\n  constructor(value: State);\n}',
    'export declare class Child<State> extends Base<State> {\n  /** @deprecated Use trySet. */\n  set(value: State): void;\n  trySet(value: State): boolean;\n}',
    'export declare function helper(): string;',
  ]
  const history = foldReleases(releases)

  it('passes when the releases fold into exactly what is declared, inherited members included', () => {
    expect(historyDeclarationProblems(history, declarationsOf(published.join('\n')))).toEqual([])
  })

  it('names every difference: a signature, a member, a deprecation, an export on either side', () => {
    const drifted = [
      'export declare class Base<State> {\n  constructor(value: State);\n  get(): State;\n}',
      'export declare class Child<State> extends Base<State> {\n  set(value: State): void;\n  trySet(value: State): void;\n}',
      'export declare function extra(): void;',
    ]
    expect(historyDeclarationProblems(history, declarationsOf(drifted.join('\n')))).toEqual([
      'cotton-box Base.get is declared, but no release adds it',
      'cotton-box Child.set: the releases say deprecated in 0.2.0, the declarations do not',
      'cotton-box Child.trySet: the releases leave trySet(p0: State): boolean, the declarations have trySet(p0: State): void',
      'cotton-box Child.get is declared, but no release adds it',
      'cotton-box helper: the releases up to 0.10.0 export it, but the installed declarations do not',
      'cotton-box extra is exported, but no release file up to 0.10.0 adds it (add it to content/releases)',
    ])
  })
})

describe('release notes', () => {
  const pages = new Map([['Child', { path: '/docs/api/core/Child', members: new Set(['set', 'trySet']) }]])
  const notes = releaseNotes(releases, pages)

  it('list releases newest first, members of a new export folded into it, linked to their pages and anchors', () => {
    expect(notes.map((release) => release.version)).toEqual(['0.10.0', '0.2.0', '0.1.0'])
    expect(notes[2].items.map((item) => [item.change, item.name, item.path])).toEqual([
      ['added', 'Base', null],
      ['added', 'Child', '/docs/api/core/Child'],
      ['added', 'helper', null],
    ])
    expect(notes[1]).toMatchObject({ date: null, notes: ['Fixes a crash.'] })
    expect(notes[1].items.map((item) => [item.change, item.name, item.path, item.note])).toEqual([
      ['added', 'Child.trySet', '/docs/api/core/Child#trySet', null],
      ['deprecated', 'Child.set', '/docs/api/core/Child#set', 'Use `trySet`.'],
    ])
  })

  it('say why a change matters: its note, or that only the typings changed', () => {
    expect(notes[0].items.map((item) => [item.name, item.note])).toEqual([
      ['Child.trySet', 'Returns whether it changed.'],
      ['helper', expect.stringContaining('Only the published typings changed')],
      ['Base.get', 'Read `Child.value` instead.'],
    ])
  })
})

describe('the History section of a page', () => {
  const history = foldReleases(releases)
  const child = history.exports.get('cotton-box Child')!
  const entry = {
    history: {
      packages: [core],
      recordedExport: null,
      since: '0.1.0',
      removed: null,
      changes: [],
      deprecated: null,
      removedMembers: [],
      constructorHistory: {
        since: '0.1.0',
        deprecated: null,
        changes: [
          {
            version: '0.2.0',
            before: ['constructor()'],
            after: ['constructor(value: State)'],
            typingsOnly: false,
            note: null,
          },
        ],
      },
    },
    members: [
      { name: 'set', inheritedFrom: null, history: child.members.set },
      { name: 'trySet', inheritedFrom: null, history: child.members.trySet },
      {
        name: 'get',
        inheritedFrom: { title: 'Base', path: '/docs/api/core/Base' },
        history: { since: '0.0.1', changes: [], deprecated: null },
      },
    ],
  }

  it('lists the events in release order, the constructor among them; an inherited member belongs to its own page', () => {
    expect(
      historyEvents(entry).map((event) => [event.version, event.kind, 'member' in event ? event.member : null]),
    ).toEqual([
      ['0.1.0', 'added', null],
      ['0.2.0', 'constructor changed', null],
      ['0.2.0', 'member deprecated', 'set'],
      ['0.2.0', 'member added', 'trySet'],
      ['0.10.0', 'member changed', 'trySet'],
    ])
  })
})

describe('removed members and constructors on their pages', () => {
  /** A fourth release: the constructor gains a parameter, and a member that came later goes. */
  const later: ReleaseFile[] = [
    ...releases,
    {
      version: '0.11.0',
      changes: [
        {
          change: 'changed',
          package: core,
          export: 'Base',
          member: 'constructor',
          before: ['constructor(value: State)'],
          after: ['constructor(value: State, name?: string)'],
        },
        { change: 'removed', package: core, export: 'Child', member: 'trySet' },
      ],
    },
  ]
  const history = foldReleases(later)
  const base = history.exports.get('cotton-box Base')!
  const child = history.exports.get('cotton-box Child')!

  it('lists each removed member with its last declaration, its history and the removal note', () => {
    expect(history.problems).toEqual([])
    expect(removedMembers(base)).toEqual([
      {
        name: 'get',
        since: '0.1.0',
        removed: '0.10.0',
        signature: ['get(): State'],
        changes: [],
        deprecated: null,
        note: 'Read `Child.value` instead.',
      },
    ])
    expect(removedMembers(child)).toEqual([
      expect.objectContaining({
        name: 'trySet',
        since: '0.2.0',
        removed: '0.11.0',
        signature: ['trySet(value: State): boolean'],
        changes: [expect.objectContaining({ version: '0.10.0', after: ['trySet(value: State): boolean'] })],
        note: null,
      }),
    ])
    expect(removedMembers(history.exports.get('cotton-box helper')!)).toEqual([])
  })

  it("shows them only on the export's own page", () => {
    expect(
      pageHistory({ history: base, own: true, packages: [core] }).removedMembers.map((member) => member.name),
    ).toEqual(['get'])
    expect(pageHistory({ history: base, own: false, packages: [core] }).removedMembers).toEqual([])
  })

  it("puts a removed member's arrival, changes and removal in the History events", () => {
    const entry = {
      history: pageHistory({ history: child, own: true, packages: [core] }),
      members: [{ name: 'set', inheritedFrom: null, history: child.members.set }],
    }
    expect(
      historyEvents(entry).map((event) => [event.version, event.kind, 'member' in event ? event.member : null]),
    ).toEqual([
      ['0.1.0', 'added', null],
      ['0.2.0', 'member deprecated', 'set'],
      ['0.2.0', 'member added', 'trySet'],
      ['0.10.0', 'member changed', 'trySet'],
      ['0.11.0', 'member removed', 'trySet'],
    ])
  })

  it('links removed members to their entries and constructor changes to the parameters, when the page has them', () => {
    const parameters = [{ name: 'value', type: 'State', description: 'The value.' }]
    const pages = new Map([
      [
        'Base',
        {
          path: '/docs/api/core/Base',
          members: anchoredMembers({ kind: 'class', parameters }, { history: base, own: true, packages: [core] }),
        },
      ],
      [
        'Child',
        {
          path: '/docs/api/core/Child',
          members: anchoredMembers(
            {
              kind: 'class',
              members: [{ name: 'set', kind: 'method', signatures: ['set(): void'], description: '.' }],
            },
            { history: child, own: true, packages: [core] },
          ),
        },
      ],
    ])
    expect(pages.get('Base')!.members).toEqual(new Set(['get', 'constructor']))
    expect(pages.get('Child')!.members).toEqual(new Set(['set', 'trySet']))
    const links = releaseNotes(later, pages).flatMap((release) =>
      release.items.map((item) => [release.version, item.name, item.path]),
    )
    expect(links).toEqual(
      expect.arrayContaining([
        ['0.11.0', 'Base.constructor', '/docs/api/core/Base#constructor'],
        ['0.11.0', 'Child.trySet', '/docs/api/core/Child#trySet'],
        ['0.10.0', 'Base.get', '/docs/api/core/Base#get'],
        ['0.2.0', 'Child.trySet', '/docs/api/core/Child#trySet'],
      ]),
    )
    // Without parameters there is nothing to land on but the page.
    const bare = new Map([
      ['Base', { path: '/docs/api/core/Base', members: anchoredMembers({ kind: 'class' }, undefined) }],
    ])
    expect(releaseNotes(later, bare)[0].items[0]).toMatchObject({
      name: 'Base.constructor',
      path: '/docs/api/core/Base',
    })
  })
})

describe('whose history an API page shows', () => {
  const react = 'cotton-box-react' as const
  const history = foldReleases([
    {
      version: '0.1.0',
      date: '2025-01-02',
      changes: [
        addExport('VERSION', 'type', 'const VERSION: string'),
        { change: 'added', package: react, export: 'VERSION', kind: 'type', signature: ['const VERSION: string'] },
        addExport('Presets', 'type', 'const Presets: object'),
      ],
    },
    { version: '0.2.0', date: '2025-02-03', changes: [{ change: 'removed', package: core, export: 'Presets' }] },
  ])
  const lines = (title: string, packages: ReadonlyArray<'cotton-box' | 'cotton-box-react' | '@glyph-cat/equality'>) => {
    const found = pageExport(title, packages, history)
    if (typeof found === 'string') throw new Error(found)
    const shown = pageHistory(found)
    return [
      apiText.sinceLine(shown),
      ...historyEvents({ history: shown, members: [] }).map((event) =>
        event.kind === 'added' || event.kind === 'removed'
          ? `${event.version}: ${event.kind === 'added' ? apiText.added(event) : apiText.removedFrom(event)}`
          : event.kind,
      ),
    ]
  }

  it('names both packages for an export both add', () => {
    expect(lines('VERSION', [core, react])).toEqual(['Since 0.1.0', '0.1.0: Added to cotton-box and cotton-box-react.'])
  })

  it("says whose history it is on a page about another package's functions", () => {
    expect(lines('Presets', ['@glyph-cat/equality'])).toEqual([
      'Presets in cotton-box: since 0.1.0 · removed in 0.2.0',
      '0.1.0: Presets added to cotton-box.',
      '0.2.0: Presets removed from cotton-box.',
    ])
  })
})
