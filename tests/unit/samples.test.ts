import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSamples } from '../../src/node/samples/check-content'
import { extractSamples, isCheckedSample, isRunSample, skipReason } from '../../src/node/samples/extract'
import { describeRunFailure, diffLines, runSamples } from '../../src/node/samples/run'
import { runVitestSamples } from '../../src/node/samples/run-vitest'
import { typeCheckSamples } from '../../src/node/samples/type-check'

const fence = '```'
const mdx = (...lines: string[]) => lines.join('\n')
const root = process.cwd()

describe('sample extraction', () => {
  const source = mdx(
    '---',
    'title: Counter',
    '---',
    '',
    `${fence}ts title="counter.ts" run`,
    "import { StateManager } from 'cotton-box'",
    'console.log(1)',
    fence,
    '',
    `${fence}output`,
    '1',
    fence,
    '',
    '<Tabs groupId="language" queryString>',
    '<TabItem value="js" label="JavaScript">',
    '',
    `${fence}js nocheck="shows a mistake on purpose"`,
    'const broken = ;',
    fence,
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    `${fence}bash`,
    'npm install cotton-box',
    fence,
  )
  const { samples, problems } = extractSamples(source, 'content/docs/counter.mdx')

  it('finds every fenced block with its language, meta, line and code, inside Tabs too', () => {
    expect(problems).toEqual([])
    expect(samples.map((sample) => [sample.language, sample.line, sample.codeLine])).toEqual([
      ['ts', 5, 6],
      ['js', 17, 18],
      ['bash', 24, 25],
    ])
    expect(samples[0].meta.title).toBe('counter.ts')
    expect(samples[0].code).toBe("import { StateManager } from 'cotton-box'\nconsole.log(1)")
  })

  it('pairs a run block with the output block after it', () => {
    expect(samples[0].expectedOutput).toBe('1')
    expect(isRunSample(samples[0])).toBe(true)
    expect(samples[1].expectedOutput).toBeNull()
  })

  it('reads nocheck="reason" as a skip with its reason', () => {
    expect(skipReason(samples[1])).toBe('shows a mistake on purpose')
    expect(isCheckedSample(samples[1])).toBe(false)
    expect(isCheckedSample(samples[2])).toBe(false)
  })

  it('reports a run block without output, an orphan output block and nocheck without a reason', () => {
    const bad = mdx(
      `${fence}ts run`,
      'console.log(1)',
      fence,
      'Some prose.',
      `${fence}output`,
      '1',
      fence,
      `${fence}ts nocheck`,
      'x',
      fence,
    )
    expect(extractSamples(bad, 'bad.mdx').problems).toEqual([
      'bad.mdx:1: a `run` block must be followed directly by an ```output block with the console output it prints',
      'bad.mdx:8: `nocheck` needs a reason, e.g. nocheck="shows a type error on purpose"',
      'bad.mdx:5: an ```output block must come right after the `run` block whose output it shows',
    ])
  })

  it('reads where a run block runs, and names an unknown environment', () => {
    const blocks = mdx(
      `${fence}tsx run="dom"`,
      'x',
      fence,
      `${fence}output`,
      fence,
      `${fence}tsx title="a.test.tsx" run="vitest"`,
      'x',
      fence,
      `${fence}output`,
      fence,
      `${fence}tsx run="browser"`,
      'x',
      fence,
    )
    const { samples: found, problems: wrong } = extractSamples(blocks, 'where.mdx')
    expect(found.map((sample) => sample.runIn)).toEqual(['dom', 'vitest'])
    expect(wrong).toEqual(['where.mdx:11: run="browser" is not a run environment: use run, run="dom" or run="vitest"'])
  })
})

// Each compiles a real TypeScript program or starts Node processes: slow on a busy machine.
const slow = { timeout: 60_000 }

describe('sample type check', slow, () => {
  it('passes valid TypeScript, TSX and JavaScript against the real library', () => {
    const source = mdx(
      `${fence}ts`,
      "import { SimpleFiniteStateManager } from 'cotton-box'",
      "const Door = new SimpleFiniteStateManager<'open' | 'closed'>('closed', [['closed', 'open']])",
      "const moved: boolean = Door.trySet('open')",
      'console.log(moved)',
      fence,
      `${fence}tsx`,
      "import { StateManager } from 'cotton-box'",
      "import { useStateValue } from 'cotton-box-react'",
      'const Counter = new StateManager(0)',
      'export function CounterView() {',
      '  return <p>{useStateValue(Counter)}</p>',
      '}',
      fence,
      `${fence}js`,
      "import { StateManager } from 'cotton-box'",
      'const Counter = new StateManager(0)',
      'Counter.set((count) => count + 1)',
      '// Implicit any is fine in JavaScript: there is nothing to annotate with.',
      'const double = (value) => value * 2',
      'console.log(double(Counter.get()))',
      fence,
    )
    expect(typeCheckSamples(extractSamples(source, 'good.mdx').samples, root)).toEqual([])
  })

  it('catches a broken sample and names the MDX file and the line in it', () => {
    const source = mdx(
      '---',
      'title: Broken',
      '---',
      '',
      'Prose.',
      '',
      `${fence}ts`,
      "import { StateManager } from 'cotton-box'",
      'const Counter = new StateManager(0)',
      "Counter.set('zero')",
      fence,
    )
    const diagnostics = typeCheckSamples(extractSamples(source, 'content/docs/broken.mdx').samples, root)
    expect(diagnostics.map(({ sample, line, message }) => [sample.file, line, message])).toEqual([
      ['content/docs/broken.mdx', 10, expect.stringContaining("Argument of type 'string' is not assignable")],
    ])
  })

  it('runs the lines a cut hides, and fails a sample whose shown code does not compile without them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cut-'))
    writeFileSync(
      path.join(dir, 'cut.mdx'),
      mdx(
        `${fence}ts run`,
        "import { StateManager } from 'cotton-box'",
        '// ---cut-start---',
        'const start: number = 41',
        '// ---cut-end---',
        'export const Answer = new StateManager(start + 1)',
        '// ---cut-after---',
        'console.log(Answer.get())',
        fence,
        '',
        `${fence}output`,
        '42',
        fence,
      ),
    )
    const report = await checkSamples(root, [path.relative(root, path.join(dir, 'cut.mdx'))])
    expect(report.ran).toBe(1)
    expect(report.outcomes.flatMap((outcome) => outcome.failures)).toEqual([
      expect.stringMatching(/cut\.mdx:6: the code shown, without the lines cut from it: Cannot find name 'start'/),
    ])
  })

  it('lets a test file import another block of its page by its title, for the type check and for Vitest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'companion-'))
    const testBlock = (name: string, imports: string) => [
      `${fence}ts title="${name}.test.ts" run="vitest"`,
      "import { expect, it } from 'vitest'",
      `import { Answer } from './${imports}'`,
      "it('reads the block above', () => expect(Answer.get()).toBe(42))",
      fence,
      '',
      `${fence}output`,
      `✓ ${name}.test.ts > reads the block above`,
      '',
      'Tests  1 passed (1)',
      fence,
      '',
    ]
    writeFileSync(
      path.join(dir, 'page.mdx'),
      mdx(
        `${fence}ts title="answer.ts"`,
        "import { StateManager } from 'cotton-box'",
        'export const Answer = new StateManager(42)',
        fence,
        '',
        ...testBlock('answer', 'answer'),
        ...testBlock('missing', 'missing'),
      ),
    )
    const report = await checkSamples(root, [path.relative(root, path.join(dir, 'page.mdx'))])
    expect(report.ran).toBe(2)
    // The block it names is found; a name no block of the page has is not, and Vitest says so too.
    expect(report.outcomes.flatMap((outcome) => outcome.failures)).toEqual([
      expect.stringMatching(/page\.mdx:20: Cannot find module '\.\/missing'/),
      expect.stringMatching(/page\.mdx:18: the sample failed to run as a test file:[\s\S]*missing/),
    ])
  })

  it('catches type errors in JavaScript blocks too (checkJs)', () => {
    const source = mdx(`${fence}js`, "import { StateManager } from 'cotton-box'", 'new StateManager(0).sett(1)', fence)
    const diagnostics = typeCheckSamples(extractSamples(source, 'js.mdx').samples, root)
    expect(diagnostics.map(({ line, message }) => [line, message])).toEqual([
      [3, expect.stringContaining("Property 'sett' does not exist")],
    ])
  })
})

describe('sample run', slow, () => {
  const runOne = async (code: string[], output: string[], language = 'ts') => {
    const source = mdx('# Title', '', `${fence}${language} run`, ...code, fence, '', `${fence}output`, ...output, fence)
    const [result] = await runSamples(extractSamples(source, 'content/docs/run.mdx').samples, { projectRoot: root })
    return describeRunFailure(result)
  }
  const counter = [
    "import { StateManager } from 'cotton-box'",
    "const Counter = new StateManager(0, { name: 'Counter' })",
    "Counter.watch((count) => console.info('count is', count))",
    'Counter.set(1)',
    'await new Promise((resolve) => setTimeout(resolve, 10))',
    'console.error({ count: Counter.get() })',
  ]

  it('runs the sample with the real library and accepts the output it prints, in order, across console methods', async () => {
    expect(await runOne(counter, ['count is 1', '{ count: 1 }'])).toBeNull()
  })

  it('catches a wrong output block, naming file and line, with a readable diff', async () => {
    expect(await runOne(counter, ['count is 2', '{ count: 1 }'])).toBe(
      [
        "content/docs/run.mdx:3: the sample's console output differs from its ```output block (- expected, + printed):",
        '- count is 2',
        '+ count is 1',
        '  { count: 1 }',
      ].join('\n'),
    )
  })

  it('runs a run="dom" sample in a page: React renders into the document, clicks update it, localStorage keeps', async () => {
    const source = mdx(
      `${fence}tsx run="dom"`,
      "import { StateManager } from 'cotton-box'",
      "import { useStateValue } from 'cotton-box-react'",
      "import { fireEvent, render, screen } from '@testing-library/react'",
      'const Likes = new StateManager(0)',
      'function LikeButton() {',
      '  return <button onClick={() => Likes.set((n) => n + 1)}>{useStateValue(Likes)} likes</button>',
      '}',
      'render(<LikeButton />)',
      "fireEvent.click(screen.getByRole('button'))",
      "localStorage.setItem('likes', String(Likes.get()))",
      "console.log(screen.getByRole('button').textContent, localStorage.getItem('likes'))",
      fence,
      '',
      `${fence}output`,
      '1 likes 1',
      fence,
    )
    const [result] = await runSamples(extractSamples(source, 'dom.mdx').samples, { projectRoot: root })
    expect(describeRunFailure(result)).toBeNull()
    // Without the page, the same code has no document to render into.
    const inNode = source.replace('run="dom"', 'run')
    const [failed] = await runSamples(extractSamples(inNode, 'dom.mdx').samples, { projectRoot: root })
    expect(describeRunFailure(failed)).toMatch(/document is not defined/)
  })

  it('runs a run="vitest" sample as a test file and prints its tests, a failure with its reason', async () => {
    const source = mdx(
      `${fence}ts title="cart.test.ts" run="vitest"`,
      "import { StateManager } from 'cotton-box'",
      "import { expect, test } from 'vitest'",
      'const Cart = new StateManager<string[]>([])',
      "test('adds an item', () => {",
      "  Cart.set((items) => [...items, 'tea'])",
      "  expect(Cart.get()).toEqual(['tea'])",
      '})',
      "test('starts empty', () => {",
      '  expect(Cart.get()).toEqual([])',
      '})',
      fence,
      '',
      `${fence}output`,
      '✓ cart.test.ts > adds an item',
      '× cart.test.ts > starts empty',
      "  → expected [ 'tea' ] to deeply equal []",
      '',
      'Tests  1 failed | 1 passed (2)',
      fence,
      '',
      `${fence}ts title="broken.test.ts" run="vitest"`,
      "import { missing } from 'cotton-box/no-such-module'",
      'console.log(missing)',
      fence,
      '',
      `${fence}output`,
      fence,
    )
    const [cart, broken] = await runVitestSamples(extractSamples(source, 'tests.mdx').samples, { projectRoot: root })
    expect(describeRunFailure(cart)).toBeNull()
    expect(describeRunFailure(broken)).toMatch(
      /^tests\.mdx:22: the sample failed to run as a test file:\n.*no-such-module/,
    )
  })

  it('runs a React sample: JSX rendered on the server, the markup compared', async () => {
    const greeting = [
      "import { SimpleStateManager } from 'cotton-box'",
      "import { useSimpleStateValue } from 'cotton-box-react'",
      "import { renderToStaticMarkup } from 'react-dom/server'",
      "const Name = new SimpleStateManager('Mei')",
      'function Greeting() {',
      '  return <p>Hello, {useSimpleStateValue(Name)}</p>',
      '}',
      'console.log(renderToStaticMarkup(<Greeting />))',
    ]
    expect(await runOne(greeting, ['<p>Hello, Mei</p>'], 'tsx')).toBeNull()
    expect(await runOne(greeting, ['<p>Hello, Ada</p>'], 'tsx')).toContain('+ <p>Hello, Mei</p>')
  })

  it('reports a sample that throws', async () => {
    expect(await runOne(["throw new Error('boom')"], [''])).toMatch(
      /^content\/docs\/run\.mdx:3: the sample exited with code 1:\nError: boom/,
    )
  })
})

describe('line diff', () => {
  it('marks lines only expected with - and lines only printed with +', () => {
    expect(diffLines('a\nb\nc', 'a\nc\nd')).toEqual(['  a', '- b', '  c', '+ d'])
  })
})
