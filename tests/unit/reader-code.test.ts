import { describe, expect, it } from 'vitest'
import { extractSamples } from '../../src/node/samples/extract'
import { readerCodeProblems } from '../../src/node/samples/reader-code'

const fence = '```'
const component = [
  "import { StateManager } from 'cotton-box'",
  "import { useStateValue } from 'cotton-box-react'",
  'const Counter = new StateManager(0)',
  'export function CounterView() {',
  '  return <p>Count: {useStateValue(Counter)}</p>',
  '}',
]
const harness = [
  "import { act, render, screen } from '@testing-library/react'",
  'render(<CounterView />)',
  'act(() => Counter.set(1))',
  'console.log(screen.getByText(/Count/).textContent)',
]
const problemsOf = (file: string, title: string, code: string[]) =>
  extractSamples(['# Page', `${fence}tsx title="${title}"`, ...code, fence].join('\n'), file).samples.flatMap(
    readerCodeProblems,
  )

describe('the code readers copy', () => {
  it('may not import a testing library or render when imported, outside the testing guide', () => {
    const problems = problemsOf('content/docs/learn/react/quick-start.mdx', 'counter-view.tsx', [
      ...component.slice(0, 2),
      ...harness.slice(0, 1),
      ...component.slice(2),
      ...harness.slice(1),
    ])
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/learn\/react\/quick-start\.mdx:5: .*imports the testing library @testing-library\/react/,
      ),
      expect.stringMatching(/quick-start\.mdx:10: .*calls render\(\) at module level/),
      expect.stringMatching(/quick-start\.mdx:11: .*calls act\(\) at module level/),
      expect.stringMatching(/quick-start\.mdx:12: .*calls screen\.getByText\(\) at module level/),
    ])
  })

  it('is clean when the harness sits below ---cut-after---, and on the testing guide', () => {
    const cut = [...component, '// ---cut-after---', ...harness]
    expect(problemsOf('content/docs/learn/react/quick-start.mdx', 'counter-view.tsx', cut)).toEqual([])
    expect(problemsOf('content/docs/learn/guides/testing.mdx', 'counter.test.tsx', [...component, ...harness])).toEqual(
      [],
    )
  })

  it('lets an entry file create its root at module level, but not a component file, nor a server render outside a function', () => {
    const start = ["import { createRoot } from 'react-dom/client'", 'createRoot(document.body).render(<p>Hi</p>)']
    expect(problemsOf('content/docs/learn/react/setup.mdx', 'main.tsx', start)).toEqual([])
    expect(problemsOf('content/docs/learn/react/setup.mdx', 'greeting.tsx', start)).toEqual([
      expect.stringContaining('calls createRoot(document.body).render() at module level'),
    ])
    const server = [
      "import { renderToString } from 'react-dom/server'",
      'export const page = () => renderToString(<p>Hi</p>)',
      'console.log(renderToString(<p>Hi</p>))',
    ]
    expect(problemsOf('content/docs/learn/guides/server-rendering.mdx', 'page.tsx', server)).toEqual([
      expect.stringMatching(/server-rendering\.mdx:5: .*calls renderToString\(\) at module level/),
    ])
  })
})
