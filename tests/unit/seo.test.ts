import { describe, expect, it } from 'vitest'
import { breadcrumbList } from '../../src/components/seo/structured-data'
import { markdownCopyRoute, pageUrl } from '../../src/shared/page-url'
import type { ResolvedApiEntry } from '../../src/types/api'
import type { Sidebar } from '../../src/types/docs'
import {
  categoryBody,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  markdownPage,
  type LlmsSite,
  type MarkdownPage,
} from '../../src/node/seo/llms'
import { docsMarkdownPages } from '../../src/node/seo/markdown-copies'
import { blankFrontmatter, mdxToMarkdown, mdxToMarkdownNodes, urlResolver } from '../../src/node/seo/mdx-to-markdown'
import { robotsTxt, sitemapRoutes, sitemapXml } from '../../src/node/seo/sitemap'
import { duplicateTitleProblems } from '../../src/node/unique-titles'

const base = 'https://example.org/site'
const context = { api: null, resolveUrl: urlResolver(base, `${base}/docs/learn/page`) }
const convert = (mdx: string) => mdxToMarkdown(mdx, context)

describe('MDX to Markdown', () => {
  it('keeps plain Markdown as it is, with links made absolute', () => {
    const mdx =
      'Read [the setup](/docs/learn/setup#install), [a section](#usage), [npm](https://www.npmjs.com) and [a sibling](other).\n\n- one\n- two\n'
    expect(convert(mdx)).toBe(
      `Read [the setup](${base}/docs/learn/setup#install), [a section](${base}/docs/learn/page#usage), [npm](https://www.npmjs.com) and [a sibling](${base}/docs/learn/other).\n\n- one\n- two\n`,
    )
  })

  it('escapes what Markdown would misread, but not underscores inside names', () => {
    expect(convert('## BUILD_HASH\n\nSee BUILD_TYPE, *stars* and 2 \\* 3.')).toBe(
      '## BUILD_HASH\n\nSee BUILD_TYPE, _stars_ and 2 \\* 3.\n',
    )
  })

  it('turns tabs into sections labelled in bold, in tab order', () => {
    const mdx = [
      '<Tabs groupId="language" queryString>',
      '<TabItem value="ts" label="TypeScript">',
      '',
      '```ts title="a.ts"',
      'const a: number = 1',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="js">',
      '',
      '```js title="a.js"',
      'const a = 1',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n')
    expect(convert(mdx)).toBe(
      '**TypeScript**\n\n```ts title="a.ts"\nconst a: number = 1\n```\n\n**js**\n\n```js title="a.js"\nconst a = 1\n```\n',
    )
  })

  it('writes the install commands of <InstallTabs> as labelled bash blocks', () => {
    expect(convert("<InstallTabs packages={['cotton-box', 'cotton-box-react']} />")).toBe(
      '**npm**\n\n```bash\nnpm install cotton-box cotton-box-react\n```\n\n**yarn**\n\n```bash\nyarn add cotton-box cotton-box-react\n```\n\n**pnpm**\n\n```bash\npnpm add cotton-box cotton-box-react\n```\n',
    )
  })

  it('turns admonitions into blockquotes that start with their label', () => {
    expect(convert(':::tip\nCall `get` anywhere.\n:::')).toBe('> **Tip**\n>\n> Call `get` anywhere.\n')
    expect(convert(':::danger[Caution!]\nIt **jams**.\n:::')).toBe('> **Caution!**\n>\n> It **jams**.\n')
  })

  it('keeps only the title of a code meta, drops magic comments and cut code, and keeps output and mermaid blocks', () => {
    const mdx = [
      '```ts title="run.ts" showLineNumbers {2} run',
      "import { StateManager } from 'cotton-box'",
      '// highlight-next-line',
      'console.log(1)',
      '// ---cut-after---',
      "import { render } from '@testing-library/react'",
      '```',
      '',
      '```output',
      '1',
      '```',
      '',
      '```ts nocheck="shows an error"',
      'const a: string = 1',
      '```',
      '',
      '```mermaid height=300',
      'graph TD',
      '```',
    ].join('\n')
    expect(convert(mdx)).toBe(
      '```ts title="run.ts"\nimport { StateManager } from \'cotton-box\'\nconsole.log(1)\n```\n\n```output\n1\n```\n\n```ts\nconst a: string = 1\n```\n\n```mermaid\ngraph TD\n```\n',
    )
  })

  it('turns a Mermaid element into the mermaid block it is made from', () => {
    expect(convert('<Mermaid source="graph TD" height={300} />')).toBe('```mermaid\ngraph TD\n```\n')
  })

  it('turns a playground into its titled code blocks', () => {
    const mdx =
      '<Playground layout="web" console height={500}>\n\n```tsx title="App.tsx"\nexport default function App() {}\n```\n\n```css title="styles.css"\np {}\n```\n\n</Playground>'
    expect(convert(mdx)).toBe(
      '```tsx title="App.tsx"\nexport default function App() {}\n```\n\n```css title="styles.css"\np {}\n```\n',
    )
  })

  it('turns a themed image into its light picture with the caption below', () => {
    const mdx =
      '<ThemedImage light="/img/a-light.svg" dark="/img/a-dark.svg" width={10} height={10} alt="A panel" caption={<>With <code>EXPOSED</code> shown.</>} />'
    expect(convert(mdx)).toBe(`![A panel](${base}/img/a-light.svg)\n\n_With \`EXPOSED\` shown._\n`)
  })

  it('drops imports and comments, and fails on what has no Markdown form, naming the line', () => {
    expect(convert("import x from './x'\n\nText {/* a note */} here.\n\n{/* truncate */}\n")).toBe('Text  here.\n')
    expect(() => convert('Text\n\n<Unknown />')).toThrow('line 3: <Unknown> has no Markdown form')
    expect(() => convert('Value: {1 + 1}')).toThrow('line 1: the expression {1 + 1} has no Markdown form')
    expect(() => convert('<InstallTabs packages={names} />')).toThrow(
      'the packages attribute {names} is not a literal value',
    )
    expect(() => convert('<Signature />')).toThrow('<Signature /> renders API data, but the page has none')
  })

  it('blanks the frontmatter line for line, so error lines are lines of the file', () => {
    const source = '---\ntitle: A\ndescription: B\n---\n\n<Unknown />\n'
    expect(blankFrontmatter(source)).toBe('\n\n\n\n\n<Unknown />\n')
    expect(() => convert(blankFrontmatter(source))).toThrow('line 6:')
  })
})

describe('API components as Markdown', () => {
  const entry: ResolvedApiEntry = {
    name: 'Counter',
    kind: 'class',
    packages: ['cotton-box', 'cotton-box-react'],
    signature: 'class Counter<State> extends Base<State>',
    extends: { title: 'Base', path: '/docs/api/core/Base' },
    unstable: true,
    parameters: [
      { name: 'start', type: "'a' | 'b'", description: 'Where it **starts**.' },
      { name: 'step', type: 'number', default: '1', description: 'See [`Base`](/docs/api/core/Base).' },
    ],
    members: [
      {
        name: 'count',
        kind: 'property',
        signatures: ['readonly count: number'],
        description: 'The count.',
        inheritedFrom: null,
        history: {
          since: '0.2.0',
          deprecated: null,
          changes: [
            {
              version: '0.3.0',
              before: ['count: number'],
              after: ['readonly count: number'],
              typingsOnly: false,
              note: null,
            },
          ],
        },
      },
      {
        name: 'get',
        kind: 'method',
        signatures: ['get(): State'],
        description: 'Reads it.',
        inheritedFrom: { title: 'Base', path: '/docs/api/core/Base' },
        history: null,
      },
      {
        name: 'UP',
        kind: 'enum member',
        signatures: ["UP = 'up'"],
        description: 'Counts up.',
        inheritedFrom: null,
        history: { since: '0.1.0', deprecated: null, changes: [] },
      },
    ],
    history: {
      packages: ['cotton-box'],
      recordedExport: null,
      since: '0.1.0',
      removed: null,
      deprecated: { version: '0.4.0', note: 'Use `Base`.' },
      changes: [
        {
          version: '0.3.0',
          before: ['class Counter<State>'],
          after: ['class Counter<State> extends Base<State>'],
          typingsOnly: false,
          note: null,
        },
      ],
      constructorHistory: null,
      removedMembers: [
        {
          name: 'total',
          since: '0.2.0',
          removed: '0.5.0',
          signature: ['total(): number'],
          changes: [],
          deprecated: null,
          note: 'Read `count`.',
        },
      ],
    },
    related: [
      { title: 'Base', path: '/docs/api/core/Base', description: 'The parent.' },
      { title: 'Counting', path: '/docs/learn/counting' },
    ],
    typeLinks: { Base: '/docs/api/core/Base' },
  }
  const api = (mdx: string) => mdxToMarkdown(mdx, { ...context, api: entry })

  it('writes the header: kind, status, parent, the unstable warning and the import lines', () => {
    expect(api('<ApiHeader />')).toBe(
      [
        `**Kind:** class · **Experimental** · **Extends:** [\`Base\`](${base}/docs/api/core/Base) · Since 0.1.0`,
        '',
        '> **Caution: Unstable API**',
        '>',
        '> Its parameters, return value and behavior may change in a minor release, and it may be renamed or removed.',
        '',
        '```ts title="Import (from either package)"',
        "import { Counter } from 'cotton-box'",
        "import { Counter } from 'cotton-box-react'",
        '```',
        '',
      ].join('\n'),
    )
  })

  it('writes the signature as code and the parameters as a table, pipes escaped', () => {
    expect(api('<Signature />')).toBe('```ts\nclass Counter<State> extends Base<State>\n```\n')
    const table = api('<Parameters />').split('\n')
    expect(table[0]).toMatch(/^\| Name +\| Type +\| Default +\| Description +\|$/)
    expect(table[2]).toMatch(/^\| `start` +\| `'a' \\\| 'b'` \| required \| Where it \*\*starts\*\*\. +\|$/)
    expect(table[3]).toContain(`| \`step?\` `)
    expect(table[3]).toContain(`[\`Base\`](${base}/docs/api/core/Base)`)
  })

  it('writes members as headings with their facts, signatures and descriptions; enum members as a table', () => {
    expect(api('<Members kind="property" />')).toBe(
      [
        '### `count`',
        'Since 0.2.0',
        '```ts\nreadonly count: number\n```',
        'The count.',
        '**Changed in 0.3.0**',
        '```ts title="Before 0.3.0"\ncount: number\n```',
        '```ts title="From 0.3.0"\nreadonly count: number\n```\n',
      ].join('\n\n'),
    )
    expect(api('<Members kind="method" />')).toContain(
      `### \`get\`\n\nInherited from [\`Base\`](${base}/docs/api/core/Base)\n\n\`\`\`ts\nget(): State\n\`\`\``,
    )
    expect(api('<Members kind="enum member" />')).toMatch(
      /^\| Member +\| Declaration +\| Description \|\n[-| ]+\n\| `UP` +\| `UP = 'up'` \| Counts up\. +\|\n$/,
    )
  })

  it('writes related pages and the history as lists', () => {
    expect(api('<Related />')).toBe(
      `- [\`Base\`](${base}/docs/api/core/Base): The parent.\n- [Counting](${base}/docs/learn/counting)\n`,
    )
    expect(api('<History />').split('\n')).toEqual([
      '- **0.1.0**: Added to cotton-box.',
      '- **0.2.0**: [`count`](#count) added.',
      '- **0.2.0**: [`total`](#total) added.',
      '- **0.3.0**: The declaration changed.',
      '  ```ts title="Before 0.3.0"',
      '  class Counter<State>',
      '  ```',
      '  ```ts title="From 0.3.0"',
      '  class Counter<State> extends Base<State>',
      '  ```',
      '- **0.3.0**: [`count`](#count) changed (both declarations are under its heading).',
      '- **0.4.0**: Deprecated. Use `Base`.',
      '- **0.5.0**: [`total`](#total) removed.',
      '',
      '### Removed members',
      '',
      'Earlier releases declared these members; the current one does not.',
      '',
      '#### `total`',
      '',
      'Added in 0.2.0 · Removed in 0.5.0',
      '',
      '```ts title="Before 0.5.0"',
      'total(): number',
      '```',
      '',
      'Read `count`.',
      '',
    ])
  })

  it('fails like the components when the data a component needs is missing', () => {
    expect(() => api('<Returns />')).toThrow('<Returns /> on the Counter page: its api data has no returns')
  })
})

describe('Markdown copies and llms.txt', () => {
  const site: LlmsSite = {
    title: 'Box',
    tagline: 'A toolbox.',
    summary: ['Two packages: `box` and `box-react`.'],
    baseUrl: base,
    pageUrl: (route) => `${base}${route}`,
    markdownUrl: (route) => `${base}${route}.md`,
  }
  const page = (route: string, title: string): MarkdownPage =>
    markdownPage(
      { route, title, description: `About ${title}.` },
      mdxToMarkdownNodes(`Body of ${title}.`, context),
      site,
    )
  const sidebars: Sidebar[] = [
    {
      id: 'learn',
      label: 'Learn',
      categories: [
        {
          label: 'Tutorial',
          path: '/docs/learn/tutorial',
          description: 'Start here.',
          items: [
            {
              label: 'Setup',
              path: '/docs/learn/tutorial/setup',
              title: 'Setup',
              description: 'About Setup.',
              deprecated: false,
            },
            {
              label: 'Quick Start',
              path: '/docs/learn/tutorial/quick-start',
              title: 'Quick Start',
              description: 'About Quick Start.',
              deprecated: false,
            },
          ],
        },
      ],
    },
  ]
  const pages = [
    page('/docs/learn/tutorial/quick-start', 'Quick Start'),
    page('/docs/learn/tutorial/setup', 'Setup'),
    markdownPage(
      { route: '/docs/learn/tutorial', title: 'Tutorial', description: 'Start here.' },
      categoryBody(sidebars[0].categories[0].items, site),
      site,
    ),
  ]

  it('starts a copy with the title, the description and the page URL', () => {
    expect(pages[1].markdown).toBe(
      `# Setup\n\n> About Setup.\n\nSource: <${base}/docs/learn/tutorial/setup>\n\nBody of Setup.\n`,
    )
  })

  it('lists every copy in sidebar order, each category starting with its index page', () => {
    expect(llmsTxt(site, llmsSections(sidebars, pages), `${base}/llms-full.txt`)).toBe(
      [
        '# Box',
        '',
        '> A toolbox.',
        '',
        'Two packages: `box` and `box-react`.',
        '',
        `Each link below leads to the Markdown copy of a docs page; the page itself has the same address without ".md". [llms-full.txt](${base}/llms-full.txt) holds every page in one file.`,
        '',
        '## Learn: Tutorial',
        '',
        `- [Tutorial](${base}/docs/learn/tutorial.md): Start here.`,
        `- [Setup](${base}/docs/learn/tutorial/setup.md): About Setup.`,
        `- [Quick Start](${base}/docs/learn/tutorial/quick-start.md): About Quick Start.`,
        '',
      ].join('\n'),
    )
  })

  it('puts every copy into llms-full.txt in the same order, and docs outside the sidebars last', () => {
    const full = llmsFullTxt(site, llmsSections(sidebars, [...pages, page('/docs/loose', 'Loose')]))
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1])
    expect(titles).toEqual(['Box', 'Tutorial', 'Setup', 'Quick Start', 'Loose'])
    expect(full).toContain(`- [Setup](${base}/docs/learn/tutorial/setup): About Setup.`)
    // Each copy whole, a blank line after the one before.
    expect(full).toContain(
      `Two packages: \`box\` and \`box-react\`.\n\n${pages[2].markdown}\n${pages[1].markdown}\n${pages[0].markdown}`,
    )
  })

  it('makes a copy of each doc and category index, and names the file and line of a doc that has no Markdown form', () => {
    const doc = (route: string, title: string, body: string) => ({
      path: route,
      title,
      description: `About ${title}.`,
      sourceFile: `content${route}.mdx`,
      source: `---\ntitle: ${title}\n---\n\n${body}\n`,
    })
    const good = docsMarkdownPages(
      [doc('/docs/learn/tutorial/setup', 'Setup', 'See [quick start](quick-start).')],
      sidebars,
      new Map(),
      site,
    )
    expect(good.problems).toEqual([])
    expect(good.pages.map((copy) => copy.route)).toEqual(['/docs/learn/tutorial/setup', '/docs/learn/tutorial'])
    expect(good.pages[0].markdown).toContain(`See [quick start](${base}/docs/learn/tutorial/quick-start).`)
    const bad = docsMarkdownPages(
      [doc('/docs/learn/tutorial/setup', 'Setup', 'Text\n\n<Chart data={points} />')],
      sidebars,
      new Map(),
      site,
    )
    expect(bad.problems).toEqual([
      'content/docs/learn/tutorial/setup.mdx: line 7: <Chart> has no Markdown form: register it in src/shared/mdx/components.ts',
    ])
    expect(bad.unmadeRoutes).toEqual(['/docs/learn/tutorial/setup'])
    expect(bad.pages.map((copy) => copy.route)).toEqual(['/docs/learn/tutorial'])
  })

  it('fails when a sidebar page has no copy', () => {
    expect(() => llmsSections(sidebars, pages.slice(1))).toThrow(
      'The sidebar lists /docs/learn/tutorial/quick-start, which has no Markdown copy',
    )
  })
})

describe('sitemap and robots.txt', () => {
  it('lists each production page once: no 404 page, no test-only page', () => {
    const pages = [
      { route: '/', testOnly: false },
      { route: '/docs', testOnly: false },
      { route: '/404', testOnly: false },
      { route: '/404.html', testOnly: false },
      { route: '/test/crash', testOnly: true },
      { route: '/blog/a-fixture', testOnly: true },
      { route: '/docs', testOnly: false },
    ]
    expect(sitemapRoutes(pages)).toEqual(['/', '/docs'])
  })

  it('writes absolute, escaped URLs and points robots.txt at the sitemap', () => {
    expect(sitemapXml(['https://example.org/a?b&c'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://example.org/a?b&amp;c</loc></url>\n</urlset>\n',
    )
    expect(robotsTxt('https://example.org/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    )
  })
})

describe('page URLs and breadcrumbs', () => {
  it('makes canonical URLs without a trailing slash, except the home page', () => {
    expect(pageUrl('/')).toBe('https://glyph-cat.github.io/cotton-box/')
    expect(pageUrl('/docs/learn/tutorial')).toBe('https://glyph-cat.github.io/cotton-box/docs/learn/tutorial')
    expect(markdownCopyRoute('/docs/learn/tutorial/setup')).toBe('/docs/learn/tutorial/setup.md')
    expect(() => markdownCopyRoute('/')).toThrow()
  })

  it('builds a BreadcrumbList from Docs down to the page', () => {
    const list = breadcrumbList([
      { label: 'Tutorial', path: '/docs/learn/tutorial' },
      { label: 'Setup', path: '/docs/learn/tutorial/setup' },
    ])
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://glyph-cat.github.io/cotton-box/docs' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Tutorial',
          item: 'https://glyph-cat.github.io/cotton-box/docs/learn/tutorial',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Setup',
          item: 'https://glyph-cat.github.io/cotton-box/docs/learn/tutorial/setup',
        },
      ],
    })
  })
})

describe('page titles', () => {
  it('are unique: a title that two or more pages share is one problem naming every file', () => {
    const problems = duplicateTitleProblems([
      { title: 'Setup', source: 'content/docs/learn/tutorial/setup.mdx' },
      { title: 'Disposal', source: 'content/docs/learn/tutorial/disposal.mdx' },
      { title: 'Setup', source: 'content/docs/learn/react/setup.mdx' },
      { title: 'quick start', source: 'content/blog/2025/quick-start.mdx' },
      { title: 'Quick Start ', source: 'content/docs/learn/tutorial/quick-start.mdx' },
    ])
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(
      /^content\/docs\/learn\/tutorial\/setup\.mdx and content\/docs\/learn\/react\/setup\.mdx have the same title "Setup": page titles must be unique/,
    )
    expect(problems[0]).toContain('sidebar_label')
    expect(problems[1]).toMatch(
      /^content\/blog\/2025\/quick-start\.mdx and content\/docs\/learn\/tutorial\/quick-start\.mdx have the same title/,
    )
  })

  it('pass when every page has its own', () => {
    expect(
      duplicateTitleProblems([
        { title: 'Setup', source: 'a.mdx' },
        { title: 'React Setup', source: 'b.mdx' },
      ]),
    ).toEqual([])
  })
})
