import { describe, expect, it } from 'vitest'
import { headingIds, lintContent, linkTargets, type ContentPage } from '../../src/node/content-lint'

const fence = '```'
const page = (file: string, route: string, ...lines: string[]): ContentPage => ({
  file,
  route,
  source: lines.join('\n'),
})
const options = { pathPrefix: '/cotton-box', otherRoutes: new Set(['/docs/learn/tutorial']) }

const target = page(
  'content/docs/api/core/StateManager.mdx',
  '/docs/api/core/StateManager',
  '---',
  'title: StateManager',
  'description: A state manager with lifecycle hooks.',
  '---',
  '## Methods',
  '### `set(newState)`',
  `${fence}ts`,
  "import { StateManager } from 'cotton-box'",
  fence,
)

describe('content lint', () => {
  it('accepts a page with a title, a description, a code example and links that resolve', () => {
    const good = page(
      'content/docs/learn/a.mdx',
      '/docs/learn/a',
      '---',
      'title: A',
      'description: Learn A.',
      '---',
      'See [set](/docs/api/core/StateManager#setnewstate), [the tutorial](/docs/learn/tutorial) and [npm](https://www.npmjs.com).',
      `${fence}ts`,
      'const a = 1',
      fence,
    )
    expect(lintContent([good], [good, target], options)).toEqual([])
  })

  it('names the file and each missing part', () => {
    const bare = page(
      'content/docs/learn/b.mdx',
      '/docs/learn/b',
      '---',
      'title: B',
      '---',
      'Prose only.',
      `${fence}mermaid`,
      'graph TD',
      fence,
    )
    expect(lintContent([bare], [bare], options)).toEqual([
      'content/docs/learn/b.mdx: no description (frontmatter "description", used for cards and the meta description)',
      'content/docs/learn/b.mdx: no code example (a fenced code block with a language)',
    ])
  })

  it('reports links to missing pages and missing headings, but not links inside code', () => {
    const linking = page(
      'content/docs/learn/c.mdx',
      '/docs/learn/c',
      '---',
      'title: C',
      'description: Learn C.',
      '---',
      'See [gone](/docs/api/core/Gone), [anchor](/docs/api/core/StateManager#nowhere) and `[code](/docs/nothing)`.',
      `${fence}ts`,
      '// [not a link](/docs/nothing)',
      fence,
    )
    expect(lintContent([linking], [linking, target], options)).toEqual([
      'content/docs/learn/c.mdx (page /docs/learn/c): broken link to /cotton-box/docs/api/core/Gone (no page /docs/api/core/Gone)',
      'content/docs/learn/c.mdx (page /docs/learn/c): link to /cotton-box/docs/api/core/StateManager#nowhere names the anchor #nowhere, which page /docs/api/core/StateManager does not have',
    ])
  })
})

describe('links and headings in MDX', () => {
  it('reads Markdown links and JSX hrefs', () => {
    expect(linkTargets('[a](/docs/a) [b](./b "B") <a href="/docs/c">c</a>')).toEqual(['/docs/a', './b', '/docs/c'])
  })

  it('slugs headings as the autolink plugin does, numbering repeats', () => {
    expect(headingIds('## Pass the `active` argument\n## Why? (really)\n## Step\n## Step')).toEqual([
      'pass-the-active-argument',
      'why-really',
      'step',
      'step-1',
    ])
  })
})
