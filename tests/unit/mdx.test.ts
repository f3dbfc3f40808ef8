import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MDX_COMPONENTS } from '../../src/shared/mdx/components'
import { fencedCode } from '../../src/node/mdx/fenced-code'
import { reservedHeight } from '../../src/components/mermaid/diagram-size'
import { installCommands } from '../../src/shared/mdx/install-commands'
import { markdownPageRoute } from '../../src/node/markdown-pages'
import { rehypeCodeBlocks } from '../../src/node/mdx/rehype-code-blocks'
import { remarkAdmonitions } from '../../src/node/mdx/remark-admonitions'
import { remarkComponentImports } from '../../src/node/mdx/remark-component-imports'
import { HEADING_ANCHOR_CLASS, headingAnchorOptions } from '../../src/node/mdx/heading-anchors'
import { rehypeHeadingAnchorLabels } from '../../src/node/mdx/rehype-heading-anchor-labels'
import { rehypeTableLabels } from '../../src/node/mdx/rehype-table-labels'
import { textOf, type TreeNode } from '../../src/node/mdx/tree'
import { collectDocTags } from '../../src/node/tags'
import { tagRoute, tagSlug } from '../../src/shared/routes'
import { compileAsTheSite } from './site-mdx'

const text = (value: string): TreeNode => ({ type: 'text', value })
const paragraph = (...children: TreeNode[]): TreeNode => ({ type: 'paragraph', children })

describe('remark admonitions', () => {
  it('turns a :::tip[Title] container into an admonition element with its title, dropping the label', () => {
    const directive: TreeNode = {
      type: 'containerDirective',
      name: 'tip',
      children: [{ ...paragraph(text('Caution!')), data: { directiveLabel: true } }, paragraph(text('Body'))],
    }
    const tree: TreeNode = { type: 'root', children: [directive] }
    remarkAdmonitions()(tree)
    expect(directive.data).toMatchObject({ hName: 'admonition', hProperties: { type: 'tip', title: 'Caution!' } })
    expect(directive.children).toEqual([paragraph(text('Body'))])
  })

  it('leaves the title to the component when there is no label', () => {
    const directive: TreeNode = { type: 'containerDirective', name: 'warning', children: [paragraph(text('Body'))] }
    remarkAdmonitions()({ type: 'root', children: [directive] })
    expect(directive.data).toMatchObject({ hProperties: { type: 'warning', title: undefined } })
  })

  it('gives text directives (like the ":30" in "10:30") back to the prose', () => {
    const tree: TreeNode = {
      type: 'root',
      children: [paragraph(text('It is 10'), { type: 'textDirective', name: 'thirty', children: [] }, text(' now'))],
    }
    remarkAdmonitions()(tree)
    expect(tree.children?.[0]?.children?.map((node) => node.value)).toEqual(['It is 10', ':thirty', ' now'])
  })
})

describe('rehype code blocks', () => {
  const fence = (language: string | null, meta: string | null, text: string): TreeNode => ({
    type: 'element',
    tagName: 'code',
    properties: language === null ? {} : { className: [`language-${language}`] },
    data: meta === null ? {} : { meta },
    children: [{ type: 'text', value: text }],
  })
  const compile = (code: TreeNode, path = 'content/docs/a.mdx') =>
    rehypeCodeBlocks()({ type: 'root', children: [{ type: 'element', tagName: 'pre', children: [code] }] }, { path })

  it('hands the block its title, numbering and highlighted lines, and the code as shown', () => {
    const code = fence(
      'ts',
      'title="a.ts" showLineNumbers {1}',
      'const a = 1\n// highlight-next-line\nconst b = a\n//    ^?\n',
    )
    compile(code)
    expect(code.properties).toEqual({
      dataLanguage: 'ts',
      dataTitle: 'a.ts',
      dataLineNumbers: '',
      dataHighlight: '1,2',
    })
    expect(textOf(code)).toBe('const a = 1\nconst b = a')
  })

  it('leaves a plain fence without attributes, and an output block as written', () => {
    const plain = fence(null, null, 'just text\n')
    compile(plain)
    expect(plain.properties).toEqual({})
    expect(textOf(plain)).toBe('just text')
    const output = fence('output', null, '// highlight-next-line\n1\n')
    compile(output)
    expect(output.properties).toEqual({ dataLanguage: 'output' })
    expect(textOf(output)).toBe('// highlight-next-line\n1')
  })

  it('leaves inline code alone', () => {
    const inline: TreeNode = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [{ type: 'text', value: '// highlight-next-line' }],
    }
    rehypeCodeBlocks()({ type: 'root', children: [{ type: 'element', tagName: 'p', children: [inline] }] })
    expect(textOf(inline)).toBe('// highlight-next-line')
  })

  it('shows none of the lines cut from a block, and fails the build on a range left open', () => {
    const code = fence('tsx', '', 'export const a = 1\n// ---cut-after---\nconsole.log(a)\n')
    compile(code)
    expect(textOf(code)).toBe('export const a = 1')
    expect(() => compile(fence('ts', '', '// ---cut-start---\nx\n'))).toThrow(
      'content/docs/a.mdx: in the code block ```ts: code line 1: // ---cut-start--- has no // ---cut-end---',
    )
  })

  it('fails the build on a bad line range, naming the file and the fence', () => {
    expect(() => compile(fence('ts', 'title="a.ts" {3-1}', 'x\n'))).toThrow(
      'content/docs/a.mdx: in the code block ```ts title="a.ts" {3-1}: Invalid line range "3-1" in {3-1}: the range ends before it starts',
    )
  })
})

describe('fenced code', () => {
  it('reads the language, the meta, a diagram height, and drops the final newline', () => {
    expect(fencedCode('language-mermaid', 'height=420', 'graph TD\n  a --> b\n')).toEqual({
      language: 'mermaid',
      meta: 'height=420',
      code: 'graph TD\n  a --> b',
      height: 420,
    })
    expect(fencedCode(undefined, undefined, 'plain')).toMatchObject({ language: undefined, height: undefined })
  })
})

describe('Mermaid reserved space', () => {
  it('uses the author’s height, else an estimate from the source within 200-640 px', () => {
    expect(reservedHeight('a\nb', 333)).toBe(333)
    expect(reservedHeight('graph TD\n a-->b')).toBe(200)
    expect(reservedHeight(Array.from({ length: 30 }, () => 'x').join('\n'))).toBe(640)
  })
})

describe('install commands', () => {
  it('writes the npm, yarn and pnpm command from one package list', () => {
    expect(installCommands(['cotton-box', 'cotton-box-react'])).toEqual([
      { manager: 'npm', command: 'npm install cotton-box cotton-box-react' },
      { manager: 'yarn', command: 'yarn add cotton-box cotton-box-react' },
      { manager: 'pnpm', command: 'pnpm add cotton-box cotton-box-react' },
    ])
  })
})

describe('doc tags', () => {
  const doc = (title: string, tags: string[]) => ({ path: `/docs/${title}`, title, description: `${title}.`, tags })

  it('slugs tag names for their routes', () => {
    expect(tagSlug('State machines')).toBe('state-machines')
    expect(tagRoute(' React hooks! ')).toBe('/docs/tags/react-hooks')
  })

  it('groups docs by tag, tags by name, docs by title, merging spellings of one tag', () => {
    const tags = collectDocTags([
      doc('Watcher', ['events']),
      doc('StateManager', ['lifecycle', 'Events']),
      doc('Alpha', ['lifecycle']),
    ])
    expect(tags.map((tag) => [tag.label, tag.path, tag.docs.map((entry) => entry.title)])).toEqual([
      ['events', '/docs/tags/events', ['StateManager', 'Watcher']],
      ['lifecycle', '/docs/tags/lifecycle', ['Alpha', 'StateManager']],
    ])
  })
})

describe('Markdown page routes', () => {
  it('maps files under content/pages to routes', () => {
    expect(markdownPageRoute('versions.mdx')).toBe('/versions')
    expect(markdownPageRoute('guides/index.mdx')).toBe('/guides')
    expect(markdownPageRoute('guides/intro.mdx')).toBe('/guides/intro')
  })
})

describe('heading anchors', () => {
  const source =
    '## Pass the `active` argument\n\n### Why? (really)\n\n## Step\n\n## Step\n\n## [Linked](/docs) *heading*\n'

  it('give h2 to h6 the ids the table of contents links to, and a named permalink after the text', async () => {
    const output = await compileAsTheSite(source)
    const ids = [...output.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual(['pass-the-active-argument', 'why-really', 'step', 'step-1', 'linked-heading'])
    // The table of contents is gatsby-plugin-mdx's, made with mdast-util-toc and its own
    // github-slugger, which gatsby-remark-autolink-headers does not share: the two must agree.
    expect(readFileSync('node_modules/gatsby-plugin-mdx/dist/gatsby-node.js', 'utf8')).toContain(
      'import(`mdast-util-toc`)',
    )
    const { toc } = await import('mdast-util-toc')
    const { fromMarkdown } = await import('mdast-util-from-markdown')
    const tocLinks = JSON.stringify(toc(fromMarkdown(source)).map).match(/"url":"#[^"]+"/g)
    expect(tocLinks).toEqual(ids.map((id) => `"url":"#${id}"`))
    expect(output).toContain(
      '{"Why? (really)"}<_components.a href="#why-really" className="heading-anchor after" aria-label="Direct link to Why? (really)">',
    )
    expect(output).toContain('__html: "<svg aria-hidden=\\"true\\" focusable=\\"false\\"')
    expect(output).not.toContain('permalink')
  })

  it('leave an h1 as it is (the page title)', async () => {
    expect(await compileAsTheSite('# Title\n')).not.toContain(' id=')
  })

  it("scroll to a URL's heading by global.css's scroll padding, so the plugin lands where the browser does", () => {
    const css = readFileSync('src/styles/global.css', 'utf8')
    const navbar = Number(css.match(/--navbar-height: (\d+)px;/)?.[1])
    const gap = Number(css.match(/scroll-padding-top: calc\(var\(--navbar-height\) \+ (\d+)px\);/)?.[1])
    expect(headingAnchorOptions.offsetY).toBe(navbar + gap)
  })

  it("name a permalink after its heading's text, whatever the plugin named it", () => {
    const anchor: TreeNode = {
      type: 'element',
      tagName: 'a',
      properties: { href: '#a-b', class: `${HEADING_ANCHOR_CLASS} after`, 'aria-label': 'a b permalink' },
      children: [],
    }
    const other: TreeNode = { type: 'element', tagName: 'a', properties: { class: 'anchor' }, children: [] }
    const heading: TreeNode = {
      type: 'element',
      tagName: 'h3',
      children: [text('A '), { type: 'element', tagName: 'code', children: [text('b')] }, other, anchor],
    }
    rehypeHeadingAnchorLabels()({ type: 'root', children: [heading] })
    expect(anchor.properties).toEqual({
      href: '#a-b',
      class: `${HEADING_ANCHOR_CLASS} after`,
      ariaLabel: 'Direct link to A b',
    })
    expect(other.properties).toEqual({ class: 'anchor' })
  })

  it('stop the build, naming the override, at a heading with an id but no permalink of the class', () => {
    const heading: TreeNode = {
      type: 'element',
      tagName: 'h2',
      properties: { id: 'setup' },
      children: [text('Setup'), { type: 'element', tagName: 'a', properties: { class: 'anchor after' }, children: [] }],
    }
    expect(() => rehypeHeadingAnchorLabels()({ type: 'root', children: [heading] })).toThrow(
      /Heading permalinks named after their heading.*not in "Setup"/s,
    )
  })
})

describe('table labels', () => {
  it('name each table after the heading before it, numbering repeats, and "Table" before any heading', () => {
    const element = (tagName: string, ...children: TreeNode[]): TreeNode => ({ type: 'element', tagName, children })
    const tables = [element('table'), element('table'), element('table'), element('table')]
    const tree = element(
      'root',
      tables[0],
      element('h2', text('Release '), element('code', text('dates'))),
      tables[1],
      element('section', tables[2]),
      element('h3', text('Options')),
      tables[3],
    )
    rehypeTableLabels()(tree)
    expect(tables.map((table) => table.properties?.ariaLabel)).toEqual([
      'Table',
      'Release dates',
      'Release dates (2)',
      'Options',
    ])
  })
})

describe('page component imports', () => {
  it('name for each registered component a module that exports it', () => {
    for (const [name, entry] of Object.entries(MDX_COMPONENTS)) {
      if (!('module' in entry)) continue
      const source = readFileSync(path.resolve(import.meta.dirname, '../..', `${entry.module}.tsx`), 'utf8')
      expect(source, `${entry.module}.tsx`).toMatch(new RegExp(`^export function ${name}\\b`, 'm'))
    }
  })

  it('import into an MDX page the components it uses, and only those', async () => {
    const { compile } = await import('@mdx-js/mdx')
    const source =
      '# Title\n\n<Tabs groupId="x"><TabItem value="a">A</TabItem></Tabs>\n\nSome <ThemedImage /> text.\n\n```ts\nconst x = 1\n```\n'
    const output = String(await compile(source, { remarkPlugins: [[remarkComponentImports, { root: '/site' }]] }))
    expect(output).toContain('import {Tabs} from "/site/src/components/tabs/Tabs"')
    expect(output).toContain('import {TabItem} from "/site/src/components/tabs/TabItem"')
    expect(output).toContain('import {ThemedImage} from "/site/src/components/themed-image/ThemedImage"')
    expect(output).not.toMatch(/Playground|components\/api/)
    // The imported components are used directly, not looked up among the provided ones.
    expect(output).not.toMatch(/_components\.(Tabs|TabItem|ThemedImage)\b/)
  })

  it('turn a mermaid fence into a Mermaid element with its source and height, imported', async () => {
    const { compile } = await import('@mdx-js/mdx')
    const output = String(
      await compile('```mermaid height=420\ngraph TD\n  A-->B\n```\n', {
        remarkPlugins: [[remarkComponentImports, { root: '/site' }]],
      }),
    )
    expect(output).toContain('import {Mermaid} from "/site/src/components/mermaid/Mermaid"')
    expect(output).toMatch(/_jsx\(Mermaid, \{\s*source: "graph TD\\n {2}A-->B",\s*height: 420\s*\}\)/)
    expect(output).not.toContain('language-mermaid')
  })

  it('group components of one module into one import', () => {
    const tree: TreeNode = {
      type: 'root',
      children: [
        { type: 'mdxJsxFlowElement', name: 'Signature', children: [] },
        { type: 'mdxJsxFlowElement', name: 'Returns', children: [] },
        { type: 'mdxJsxFlowElement', name: 'Custom', children: [] },
      ],
    }
    remarkComponentImports({ root: '/site' })(tree)
    expect(tree.children?.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value)).toEqual([
      'import { Returns, Signature } from "/site/src/components/api/Signature"',
    ])
  })
})
