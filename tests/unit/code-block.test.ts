import { describe, expect, it } from 'vitest'
import { fenceProblems } from '../../src/node/mdx/code-fences'
import { parseCodeMeta, parseLineRanges } from '../../src/node/mdx/code-meta'
import { processMagicComments } from '../../src/node/mdx/magic-comments'

describe('code block meta', () => {
  it('reads a title, line ranges, line numbers and other flags', () => {
    const meta = parseCodeMeta('title="src/store.ts" {1,3-5} showLineNumbers nocheck')
    expect(meta.title).toBe('src/store.ts')
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5])
    expect(meta.showLineNumbers).toBe(true)
    expect([...meta.flags]).toEqual(['nocheck'])
  })

  it('accepts single-quoted and unquoted titles, and titles with spaces', () => {
    expect(parseCodeMeta("title='a b.ts'").title).toBe('a b.ts')
    expect(parseCodeMeta('title=store.ts {2}').title).toBe('store.ts')
    expect(parseCodeMeta('title="Before: relink"').title).toBe('Before: relink')
  })

  it('is empty without meta', () => {
    const meta = parseCodeMeta(undefined)
    expect(meta).toEqual({
      title: null,
      showLineNumbers: false,
      highlightLines: new Set(),
      flags: new Set(),
      attributes: new Map(),
    })
  })

  it('reads key="value" pairs as attributes, so a reason with spaces stays one value', () => {
    const meta = parseCodeMeta('ts title="a.ts" nocheck="shows a type error on purpose" run height=420 {2}')
    expect(meta.attributes.get('nocheck')).toBe('shows a type error on purpose')
    expect(meta.attributes.get('height')).toBe('420')
    expect(meta.title).toBe('a.ts')
    expect([...meta.flags]).toEqual(['ts', 'run'])
    expect([...meta.highlightLines]).toEqual([2])
  })

  it('rejects malformed ranges with a message that says how to write them', () => {
    expect(() => parseLineRanges('1,a')).toThrow(
      'Invalid line range "a" in {1,a}: use numbers and ranges such as {1,3-5}',
    )
    expect(() => parseLineRanges('5-3')).toThrow('ends before it starts')
  })

  it('names the file, the line and the block of each code block whose meta cannot be read', () => {
    const source = [
      '---',
      'title: Ranges',
      '---',
      '',
      '```ts {1-2}',
      'const a = 1',
      '```',
      '',
      '```tsx title="b.tsx" {3-1}',
      'const b = 2',
      '```',
      '',
      '```output {x}',
      'printed',
      '```',
      '',
      '````md {x}',
      '```ts {2-1}',
      '````',
    ].join('\n')
    expect(fenceProblems(source, 'content/docs/a.mdx')).toEqual([
      'content/docs/a.mdx:9: in the code block ```tsx title="b.tsx" {3-1}: Invalid line range "3-1" in {3-1}: the range ends before it starts',
      'content/docs/a.mdx:17: in the code block ```md {x}: Invalid line range "x" in {x}: use numbers and ranges such as {1,3-5}',
    ])
  })
})

describe('magic comments', () => {
  it('highlights the line after highlight-next-line and removes the comment', () => {
    const result = processMagicComments(
      "import { StateManager } from 'cotton-box'\n// highlight-next-line\nconst Counter = new StateManager(0)\n",
    )
    expect(result.code).toBe("import { StateManager } from 'cotton-box'\nconst Counter = new StateManager(0)")
    expect([...result.highlightLines]).toEqual([2])
  })

  it('highlights every line between highlight-start and highlight-end', () => {
    const source = ['a', '// highlight-start', 'b', 'c', '// highlight-end', 'd'].join('\n')
    const result = processMagicComments(source)
    expect(result.code).toBe('a\nb\nc\nd')
    expect([...result.highlightLines]).toEqual([2, 3])
  })

  it('understands hash, block and JSX comment styles, indented', () => {
    const source = [
      '# highlight-next-line',
      'npm install cotton-box',
      '  {/* highlight-next-line */}',
      '  <App />',
      '<!-- highlight-start -->',
      '<p>x</p>',
      '<!-- highlight-end -->',
    ].join('\n')
    const result = processMagicComments(source)
    expect(result.code).toBe('npm install cotton-box\n  <App />\n<p>x</p>')
    expect([...result.highlightLines]).toEqual([1, 2, 3])
  })

  it('leaves ordinary comments that mention highlighting alone', () => {
    const source = '// highlight-next-line is a magic comment\nconst x = 1'
    expect(processMagicComments(source)).toMatchObject({ code: source, highlightLines: new Set() })
  })
})

describe('cut markers', () => {
  const fence = '```'
  const mdx = (...lines: string[]) => lines.join('\n')
  const harness = [
    "import { StateManager } from 'cotton-box'",
    '// highlight-next-line',
    'export const Counter = new StateManager(0)',
    '//           ^?',
    '',
    '// ---cut-after---',
    "import { act } from '@testing-library/react'",
    'act(() => Counter.set(1))',
  ].join('\n')

  it('hide the check-only lines below ---cut-after---, keeping highlights and type queries in place', () => {
    const shown = processMagicComments(harness)
    expect(shown.code).toBe("import { StateManager } from 'cotton-box'\nexport const Counter = new StateManager(0)")
    expect(shown).toMatchObject({ cut: true, highlightLines: new Set([2]), sourceLines: [0, 2] })
    expect(shown.typeQueries).toEqual([{ sourceLine: 2, line: 2, column: 13 }])
  })

  it('hide every line above ---cut--- and the lines between ---cut-start--- and ---cut-end---', () => {
    const source = [
      'const setup = 1',
      '// ---cut---',
      '',
      'const a = setup',
      '// ---cut-start---',
      'check(a)',
      '// ---cut-end---',
      'const b = a',
    ].join('\n')
    const shown = processMagicComments(source)
    expect(shown.code).toBe('const a = setup\nconst b = a')
    expect(shown.sourceLines).toEqual([3, 7])
  })

  it('leave code without markers as it was, blank lines included', () => {
    expect(processMagicComments('\nconst a = 1\n\n')).toMatchObject({ code: '\nconst a = 1\n', cut: false })
  })

  it('fail the build naming the file and block when a range is left open, closed twice or a cut repeated', () => {
    const source = mdx(
      '# A',
      `${fence}ts title="a.ts"`,
      '// ---cut-start---',
      'const a = 1',
      fence,
      `${fence}ts`,
      'const b = 1',
      '// ---cut-end---',
      fence,
      `${fence}tsx`,
      '// ---cut-after---',
      '// ---cut-after---',
      fence,
    )
    expect(fenceProblems(source, 'content/docs/a.mdx')).toEqual([
      'content/docs/a.mdx:2: in the code block ```ts title="a.ts": code line 1: // ---cut-start--- has no // ---cut-end---',
      'content/docs/a.mdx:6: in the code block ```ts: code line 2: // ---cut-end--- without a // ---cut-start---',
      'content/docs/a.mdx:10: in the code block ```tsx: code line 2: a second // ---cut-after---',
    ])
  })
})

describe('highlighted line markup', () => {
  it('is one span per token with Prism class names, keeping every character of the line', async () => {
    const { highlightLines } = await import('../../src/components/code-block/highlighter')
    const lines = highlightLines("import { a } from 'b'\nconst x = 1", 'ts')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('<span class="token keyword">import</span>')
    expect(lines[0]).toContain(`<span class="token string">'b'</span>`)
    expect(lines.map((line) => line.replace(/<[^>]+>/g, ''))).toEqual(["import { a } from 'b'", 'const x = 1'])
  })

  it('escapes code, so code that looks like markup stays text', async () => {
    const { highlightLines } = await import('../../src/components/code-block/highlighter')
    const [line] = highlightLines('const html = "<img src=x onerror=alert(1)>" && a < b', 'ts')
    expect(line).not.toContain('<img')
    expect(line).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(line).toContain('&amp;&amp;')
  })

  it('marks an empty line, and leaves plain text, and a language Prism does not know, bare', async () => {
    const { highlightLines } = await import('../../src/components/code-block/highlighter')
    const { plainLines } = await import('../../src/components/code-block/token-markup')
    expect(highlightLines('a\n\nb', 'text')).toEqual([
      'a',
      '<span class="token plain" data-empty-line="">\n</span>',
      'b',
    ])
    // Code that TypeScript's grammar would colour, fenced as COBOL, which the site does not load.
    const code = "const a = 'b' // c\n\nexport default a"
    expect(highlightLines(code, 'ts')[0]).toContain('token keyword')
    expect(highlightLines(code, 'cobol')).toEqual(plainLines(code))
  })

  it('highlights the shell names authors use as Bash', async () => {
    const { highlightLines } = await import('../../src/components/code-block/highlighter')
    expect(highlightLines('npm install cotton-box', 'shell')[0]).toBe(
      '<span class="token function">npm</span> <span class="token function">install</span> cotton-box',
    )
  })

  it('has a plain version in the same markup, line for line, for code shown before the highlighter arrives', async () => {
    const { highlightLines } = await import('../../src/components/code-block/highlighter')
    const { plainLines } = await import('../../src/components/code-block/token-markup')
    const code = "const a = 1\n\nconst b = '<b>'"
    const text = (lines: string[]) => lines.map((line) => line.replace(/<[^>]+>/g, ''))
    expect(plainLines(code)).toEqual(highlightLines(code, 'text'))
    expect(text(plainLines(code))).toEqual(text(highlightLines(code, 'ts')))
    expect(plainLines(code)[1]).toBe('<span class="token plain" data-empty-line="">\n</span>')
  })
})
