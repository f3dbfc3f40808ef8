import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createElement, Fragment } from 'react'
import { describe, expect, it } from 'vitest'
import { filesFromCodeBlocks } from '../../src/components/playground/playground-files'
import { codeFrame } from '../../src/components/playground/live/code-frame'
import { indent, newline, outdent, type TextEdit } from '../../src/components/playground/live/editing'
import { orderDemoFiles, readQuickDemo } from '../../src/node/home-demo'
import { runnerCsp, runnerHtml } from '../../src/node/playground/runner-html'
import { compileFile } from '../../src/playground-runtime/compile'
import { temporaryFolder } from './temporary-folder'
import { locateInStack, reportThrown } from '../../src/playground-runtime/error-report'
import { formatLogArguments, inspect } from '../../src/playground-runtime/format-log'
import { runModules } from '../../src/playground-runtime/modules'
import { themeFromHash, themeHash } from '../../src/shared/playground-protocol'

/** The text after an edit, and where the selection ends up. */
function apply(text: string, edit: TextEdit) {
  const result = text.slice(0, edit.replaceStart) + edit.insertion + text.slice(edit.replaceEnd)
  return { result, selection: [edit.selectionStart, edit.selectionEnd] }
}

/** Compiles and runs files as the runner does. */
function run(files: Array<{ name: string; code: string }>, builtins: Record<string, unknown> = {}) {
  const compiled = files.map((file) => {
    const result = compileFile(file)
    if (!result.ok) throw new Error(result.error.message)
    return { name: file.name, code: result.code }
  })
  return runModules(compiled, builtins)
}

describe('playground console formatting', () => {
  it('prints values as Node does: strings bare at the top, quoted inside', () => {
    expect(formatLogArguments(['Collected', [1, 2, 3]])).toBe('Collected [ 1, 2, 3 ]')
    expect(formatLogArguments([{ name: 'Ada', tags: ['a'] }])).toBe("{ name: 'Ada', tags: [ 'a' ] }")
    expect(formatLogArguments([null, undefined, true, -0, 10n])).toBe('null undefined true -0 10n')
    expect(formatLogArguments([{ 'first-name': 'Ada' }])).toBe("{ 'first-name': 'Ada' }")
  })

  it('shortens deep or circular values instead of hanging', () => {
    const loop: Record<string, unknown> = { name: 'loop' }
    loop.self = loop
    expect(inspect(loop)).toBe("{ name: 'loop', self: [Circular] }")
    expect(inspect({ a: { b: { c: { d: 1 } } } })).toBe('{ a: { b: { c: [Object] } } }')
  })

  it('names functions, classes, maps, sets and errors', () => {
    expect(inspect(function save() {})).toBe('[Function: save]')
    expect(inspect(class Room {})).toBe('[class Room]')
    expect(inspect(new Map([['id', 1]]))).toBe("Map(1) { 'id' => 1 }")
    expect(inspect(new Set([1, 2]))).toBe('Set(2) { 1, 2 }')
    expect(inspect(new TypeError('bad'))).toBe('TypeError: bad')
  })

  it('expands printf-style placeholders and appends the rest', () => {
    expect(formatLogArguments(['%s scored %d points (%i%%)', 'Ada', 42, 99.5, 'extra'])).toBe(
      'Ada scored 42 points (99%) extra',
    )
  })
})

describe('playground compiling', () => {
  it('strips types and JSX but keeps every line where it was', () => {
    const source =
      "import { StateManager } from 'cotton-box'\ninterface User { name: string }\nconst user = new StateManager<User>({ name: 'Ada' })\nexport const view = <p>{user.get().name}</p>\n"
    const result = compileFile({ name: 'App.tsx', code: source })
    if (!result.ok) throw new Error('expected the file to compile')
    expect(result.code.split('\n').length).toBe(source.split('\n').length)
    expect(result.code.split('\n')[2]).toContain('StateManager(')
    expect(result.code).not.toContain('interface')
  })

  it('reports a syntax error with its file, line and column', () => {
    const result = compileFile({ name: 'watch.ts', code: 'const score = 1\nconst = 2' })
    expect(result).toEqual({
      ok: false,
      error: { title: 'SyntaxError', message: 'Unexpected token', file: 'watch.ts', line: 2, column: 7 },
    })
  })

  it('rejects JSX in a .ts file, as TypeScript does', () => {
    expect(compileFile({ name: 'a.ts', code: 'const a = <div />' }).ok).toBe(false)
  })
})

describe('playground modules', () => {
  it('runs the entry, resolving its own files and the provided libraries', () => {
    const exports = run(
      [
        {
          name: 'App.tsx',
          code: "import { label } from './label'\nimport { twice } from 'maths'\nexport default label(twice(21))",
        },
        { name: 'label.ts', code: 'export const label = (n: number) => `Answer: ${n}`' },
        { name: 'styles.css', code: 'p { color: red }' },
      ],
      { maths: { twice: (n: number) => n * 2 } },
    )
    expect(exports.default).toBe('Answer: 42')
  })

  it('names what can be imported when a module is unknown', () => {
    expect(() =>
      run([{ name: 'App.ts', code: "import 'lodash'" }], { 'cotton-box': {}, 'react/jsx-runtime': {} }),
    ).toThrow("Cannot find module 'lodash'. A playground can import cotton-box and its own files.")
  })

  it("points a runtime error at the line of the reader's file", () => {
    const code =
      "const rooms: string[] = []\n\nfunction open(name: string) {\n  throw new RangeError(`No room ${name}`)\n}\nopen('lobby')\n"
    let thrown: unknown
    try {
      run([{ name: 'rooms.ts', code }])
    } catch (error) {
      thrown = error
    }
    expect(reportThrown(thrown, ['rooms.ts'])).toMatchObject({
      title: 'RangeError',
      message: 'No room lobby',
      file: 'rooms.ts',
      line: 4,
    })
  })
})

describe('playground error reports', () => {
  it("finds the first frame of a reader's file in Chromium and Firefox stacks", () => {
    expect(locateInStack('Error: x\n    at f (App.tsx:12:5)\n    at eval (App.tsx:20:1)', ['App.tsx'])).toEqual({
      file: 'App.tsx',
      line: 12,
      column: 5,
    })
    expect(locateInStack('f@App.tsx:7:3\n@App.tsx:9:1', ['App.tsx'])).toEqual({ file: 'App.tsx', line: 7, column: 3 })
    expect(locateInStack('at x (MyApp.tsx:1:1)', ['App.tsx'])).toEqual({})
  })

  it('labels an unhandled rejection and a thrown non-error', () => {
    expect(reportThrown(new TypeError('no'), [], 'Unhandled promise rejection')).toMatchObject({
      title: 'Unhandled promise rejection',
      message: 'TypeError: no',
    })
    expect(reportThrown('oops', [])).toEqual({
      title: 'Uncaught exception',
      message: 'A value that is not an Error was thrown: oops',
    })
  })

  it('quotes the failing line with a caret under the column', () => {
    expect(codeFrame('a\nconst = 2\nc', 2, 7)).toBe(
      ['  1 | a', '> 2 | const = 2', '    |       ^', '  3 | c'].join('\n'),
    )
    expect(codeFrame('one line', 5)).toBe('')
  })
})

describe('playground editor keys', () => {
  it('Tab inserts two spaces at the caret', () => {
    expect(apply('ab', indent('ab', 1, 1))).toEqual({ result: 'a  b', selection: [3, 3] })
  })

  it('Tab and Shift+Tab indent and outdent every selected line', () => {
    const text = 'if (x) {\ny()\nz()\n}'
    const indented = apply(text, indent(text, 9, 16))
    expect(indented.result).toBe('if (x) {\n  y()\n  z()\n}')
    const [start, end] = indented.selection as [number, number]
    expect(apply(indented.result, outdent(indented.result, start, end)).result).toBe(text)
  })

  it('Enter keeps the indentation and adds a level after an opening bracket', () => {
    expect(apply('  run()', newline('  run()', 7, 7)).result).toBe('  run()\n  ')
    expect(apply('function f() {', newline('function f() {', 14, 14)).result).toBe('function f() {\n  ')
  })
})

describe('playground files', () => {
  // A fence as src/node/mdx/rehype-code-blocks.ts hands it over.
  const fence = (language: string, title: string | undefined, code: string) =>
    createElement('pre', { key: code }, createElement('code', { 'data-language': language, 'data-title': title }, code))

  it('takes each fenced block inside <Playground> as a file named by its title', () => {
    const children = createElement(Fragment, null, [
      fence('tsx', 'App.tsx', 'export default 1'),
      fence('css', 'styles.css', 'p {}'),
    ])
    expect(filesFromCodeBlocks(children.props.children)).toEqual([
      { name: 'App.tsx', code: 'export default 1' },
      { name: 'styles.css', code: 'p {}' },
    ])
  })

  it('fails on a block without a title or with a repeated one', () => {
    expect(() => filesFromCodeBlocks([fence('ts', undefined, 'x')])).toThrow(/found a ts block without one/)
    expect(() => filesFromCodeBlocks([fence('ts', 'a.ts', 'x'), fence('ts', 'a.ts', 'y')])).toThrow(
      /both titled "a.ts"/,
    )
    expect(() => filesFromCodeBlocks(null)).toThrow(/at least one fenced code block/)
  })
})

describe('playground runner page', () => {
  it('inlines its one script, allowed by hash, with eval and inline styles but no network', () => {
    const script = 'console.log(1)'
    const html = runnerHtml('web', script, 'body{}')
    expect(html).toContain(`<script>${script}</script>`)
    expect(html).toContain('<div id="root"></div>')
    const hash = createHash('sha256').update(script).digest('base64')
    expect(runnerCsp(script)).toBe(
      `default-src 'none'; script-src 'sha256-${hash}' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:`,
    )
    expect(runnerHtml('console', script, '')).not.toContain('id="root"')
    expect(() => runnerHtml('web', 'a("</script>")', '')).toThrow(/cannot be inlined/)
  })

  it('passes the colour mode in the URL hash', () => {
    expect(themeFromHash(themeHash('dark'))).toBe('dark')
    expect(themeFromHash('')).toBe('light')
  })
})

describe('home page quick demo', () => {
  it('puts App first, other scripts next, stylesheets last', () => {
    expect(orderDemoFiles(['styles.css', 'notes.ts', 'App.tsx'])).toEqual(['App.tsx', 'notes.ts', 'styles.css'])
  })

  it('fails without an App file', () => {
    const root = temporaryFolder('demo-')
    mkdirSync(path.join(root, 'content/home/quick-demo'), { recursive: true })
    writeFileSync(path.join(root, 'content/home/quick-demo/notes.tsx'), 'export {}')
    expect(() => readQuickDemo(root)).toThrow(/needs an App.tsx/)
  })
})
