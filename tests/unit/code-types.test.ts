import { describe, expect, it } from 'vitest'
import { highlightLines } from '../../src/components/code-block/highlighter'
import { tokenLineHtml } from '../../src/components/code-block/token-markup'
import { textWithNames, type IndexedName } from '../../src/components/code-block/typed-names'
import { popupPosition } from '../../src/components/type-popup/popup-position'
import { codeBlockKey } from '../../src/shared/code-block/code-types'
import { processMagicComments } from '../../src/node/mdx/magic-comments'
import { extractSamples } from '../../src/node/samples/extract'
import { firstSentence, SAMPLES_PER_SERVICE, sampleTypes } from '../../src/node/samples/quick-info'
import { temporaryFolder } from './temporary-folder'

const fence = '```'
const root = process.cwd()

function typesOf(...code: string[]) {
  const [sample] = extractSamples([`${fence}ts`, ...code, fence].join('\n'), 'content/docs/types.mdx').samples
  return sampleTypes([sample], root).get(sample)!
}

describe('type queries and hidden lines', () => {
  it('drops `// ^?` lines from the shown code and points at the name above the caret', () => {
    const source = [
      'const count = 1',
      '//    ^?',
      '// highlight-next-line',
      'const label = `${count}`',
      '//    ^?',
    ].join('\n')
    const shown = processMagicComments(source)
    expect(shown.code).toBe('const count = 1\nconst label = `${count}`')
    expect(shown.sourceLines).toEqual([0, 3])
    expect(shown.typeQueries).toEqual([
      { sourceLine: 0, line: 1, column: 6 },
      { sourceLine: 3, line: 2, column: 6 },
    ])
  })

  it('ignores a `^?` line with no code line above it, and a caret that is not a type query', () => {
    expect(processMagicComments('//  ^?\nconst a = 1').typeQueries).toEqual([])
    expect(processMagicComments('const a = 1\n// ^? and more').code).toBe('const a = 1\n// ^? and more')
  })
})

describe('quick info from the sample checker', () => {
  it('gives each name the line an editor shows, placed on the shown code', () => {
    const types = typesOf(
      "import { StateManager } from 'cotton-box'",
      '// highlight-next-line',
      'const Counter = new StateManager(0)',
      'Counter.set(1)',
    )
    const counter = types.names.filter((name) => name.line === 1 && name.start === 6)
    expect(counter).toEqual([expect.objectContaining({ length: 7, type: 'const Counter: StateManager<number>' })])
    const set = types.names.find((name) => name.line === 2 && name.start === 8)
    expect(set?.type).toMatch(/^\(method\) StateManager<number>\.set\(/)
    expect(types.names.every((name) => name.line <= 2)).toBe(true)
  })

  it('answers a `// ^?` query with the type of the name above the caret', () => {
    const types = typesOf('const ids = [1, 2].map(String)', '//    ^?')
    expect(types.inline).toEqual([{ line: 0, column: 6, type: 'const ids: string[]' }])
  })

  it('gives every sample its own types when there are more samples than one language service takes', () => {
    const count = SAMPLES_PER_SERVICE + 2
    const samples = Array.from(
      { length: count },
      (_, index) =>
        extractSamples([`${fence}ts`, `const n = ${index}`, fence].join('\n'), 'content/docs/numbers.mdx').samples[0],
    )
    const types = sampleTypes(samples, root)
    expect(samples.map((sample) => types.get(sample)?.names[0]?.type)).toEqual(
      samples.map((_, index) => `const n: ${index}`),
    )
  })

  it('keeps the first sentence of a doc comment, links as their text', () => {
    const types = typesOf(
      '/** Counts [clicks](https://example.com/a.b). Then more. */',
      'export const clicks = 0',
      'clicks',
    )
    expect(types.names.find((name) => name.line === 2)?.doc).toBe('Counts clicks.')
    expect(firstSentence('Returns the value, e.g. 1.5 units\n\nSecond paragraph.')).toBe(
      'Returns the value, e.g. 1.5 units',
    )
    expect(firstSentence('')).toBeNull()
  })
})

describe('typed names in the token markup', () => {
  const name = (
    index: number,
    start: number,
    length: number,
    type: string,
    doc: string | null = null,
  ): IndexedName => ({ index, line: 0, start, length, type, doc })

  it("wraps a name inside a plain run of text and inside a highlighted token, marked by its index among the block's names", () => {
    const html = tokenLineHtml(
      [
        { types: ['keyword'], content: 'const' },
        { types: ['plain'], content: ' count = ' },
        { types: ['function'], content: 'make' },
      ],
      textWithNames([
        name(0, 6, 5, 'const count: Box<"a">'),
        name(1, 14, 4, 'function make(): Box<"a">', 'Makes <one>.'),
      ]),
    )
    expect(html).toBe(
      '<span class="token keyword">const</span> <span data-typed-name="0">count</span> = <span class="token function"><span data-typed-name="1">make</span></span>',
    )
  })

  it('keeps the text of every line the same, so a hydrating page reads the server lines back', () => {
    const code = "import { StateManager } from 'cotton-box'\nconst Counter = new StateManager(0)"
    const types = typesOf(...code.split('\n'))
    const text = (lines: string[]) => lines.map((line) => line.replace(/<[^>]*>/g, ''))
    expect(text(highlightLines(code, 'ts', types.names))).toEqual(text(highlightLines(code, 'ts')))
    const counter = types.names.findIndex((typed) => typed.type === 'const Counter: StateManager<number>')
    expect(highlightLines(code, 'ts', types.names)[1]).toContain(`<span data-typed-name="${counter}">Counter</span>`)
  })

  it('names a block the same however many newlines its fence ends with', () => {
    expect(codeBlockKey('ts', 'const a = 1\n')).toBe(codeBlockKey('ts', 'const a = 1'))
    expect(codeBlockKey('tsx', 'const a = 1')).not.toBe(codeBlockKey('ts', 'const a = 1'))
  })
})

describe('popup placement', () => {
  const viewport = { width: 320, height: 600 }
  const popup = { width: 300, height: 100 }

  it('goes under the name, inside the viewport at 320 px', () => {
    expect(popupPosition({ top: 100, bottom: 120, left: 200, width: 50, height: 20 }, popup, viewport)).toEqual({
      top: 124,
      left: 12,
    })
  })

  it('goes above a name near the bottom, never over it', () => {
    const name = { top: 550, bottom: 570, left: 10, width: 50, height: 20 }
    const { top } = popupPosition(name, popup, viewport)
    expect(top + popup.height).toBeLessThanOrEqual(name.top)
  })
})

describe('the code types cache', () => {
  it('asks the compiler about samples no earlier build has seen, and only those', async () => {
    const { cachedSampleTypes } = await import('../../src/node/samples/code-types-cache')
    const project = temporaryFolder('code-types-')
    const samples = extractSamples(
      [`${fence}ts`, 'const a = 1', fence, `${fence}ts`, 'const b = 2', fence].join('\n'),
      'content/docs/a.mdx',
    ).samples
    const asked: string[][] = []
    const compute = (given: ReadonlyArray<(typeof samples)[number]>) => {
      asked.push(given.map((sample) => sample.code))
      return new Map(
        given.map((sample) => [
          sample,
          { names: [{ line: 0, start: 6, length: 1, type: `const ${sample.code[6]}: number`, doc: null }], inline: [] },
        ]),
      )
    }
    const first = cachedSampleTypes(samples, project, compute)
    const edited = extractSamples(
      [`${fence}ts`, 'const a = 1', fence, `${fence}ts`, 'const c = 3', fence].join('\n'),
      'content/docs/a.mdx',
    ).samples
    const second = cachedSampleTypes(edited, project, compute)
    // A call about part of the site (the home page's sample) keeps the rest cached.
    cachedSampleTypes(edited.slice(0, 1), project, compute)
    cachedSampleTypes(samples, project, compute)
    expect(asked).toEqual([['const a = 1', 'const b = 2'], ['const c = 3']])
    expect(second.get(edited[0])).toEqual(first.get(samples[0]))
    expect(second.get(edited[1])?.names[0]?.type).toBe('const c: number')
  })
})
