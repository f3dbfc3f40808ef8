/**
 * A docs page's MDX as plain, readable Markdown, for the Markdown copies, llms-full.txt and the
 * "Copy page as Markdown" button. It works on the MDX syntax tree, not the built HTML: the source is
 * already Markdown, so only the JSX components and the site's own syntax (admonitions, code meta,
 * magic comments) need a Markdown form, and nothing has to be recovered from highlighted markup.
 *
 * - Tabs and <InstallTabs> → each tab as a section headed by its label in bold;
 * - `:::tip` admonitions → a blockquote that starts with the label;
 * - <Playground> → its code blocks, each with its `title`;
 * - API components → headings, tables and signatures from the page's resolved `api` data;
 * - code meta → only `title` is kept (no `run`, `nocheck`, line ranges); magic comments removed;
 *   ```output and ```mermaid blocks stay code blocks;
 * - links and images → absolute URLs of the deployed site.
 * Anything else that cannot be expressed in Markdown throws, naming the line.
 */
import { parseCodeMeta } from '../mdx/code-meta'
import { OUTPUT_LANGUAGE } from '../../shared/code-block/fence-attributes'
import { processMagicComments } from '../mdx/magic-comments'
import { defaultAdmonitionTitles, type AdmonitionType } from '../../shared/mdx/admonition-titles'
import { hasMarkdownForm, type ComponentWithMarkdownForm } from '../../shared/mdx/components'
import { installCommands } from '../../shared/mdx/install-commands'
import type { ResolvedApiEntry } from '../../types/api'
import { remarkAdmonitions } from '../mdx/remark-admonitions'
import type { TreeNode } from '../mdx/tree'
import { apiComponentMarkdown, type UrlResolver } from './api-markdown'
import {
  blockquote,
  code,
  emphasis,
  image,
  inlineCode,
  link,
  paragraph,
  parseMdx,
  printMarkdown,
  root,
  strong,
  text,
  type MdNode,
} from './markdown-tree'

export interface ConversionContext {
  /** The page's resolved API entry, for the API components; null on other pages. */
  readonly api: ResolvedApiEntry | null
  readonly resolveUrl: UrlResolver
}

/**
 * Resolves link targets the way the page's browser would, but against the deployed site:
 * `/docs/x` is a route under the path prefix, `#a` an anchor of the page, `x` a sibling route.
 */
export function urlResolver(baseUrl: string, pageUrl: string): UrlResolver {
  return (href) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href
    if (href.startsWith('#')) return `${pageUrl}${href}`
    if (href.startsWith('/')) return `${baseUrl}${href}`
    return new URL(href, pageUrl).href
  }
}

interface JsxAttributeNode {
  readonly type: string
  readonly name?: string
  readonly value?:
    | string
    | null
    | {
        readonly value: string
        readonly data?: { readonly estree?: { readonly body: ReadonlyArray<EstreeNode> } | null }
      }
}

interface EstreeNode {
  readonly type: string
  readonly value?: unknown
  readonly expression?: EstreeNode
  readonly elements?: ReadonlyArray<EstreeNode | null>
  readonly quasis?: ReadonlyArray<{ readonly value: { readonly cooked?: string | null } }>
  readonly expressions?: ReadonlyArray<EstreeNode>
}

class NotALiteral extends Error {}

/** The value of a literal JavaScript expression: strings, numbers, booleans and arrays of them. */
function literalValue(node: EstreeNode | null | undefined): unknown {
  if (!node) throw new NotALiteral()
  if (node.type === 'Literal') return node.value
  if (node.type === 'ArrayExpression') return (node.elements ?? []).map(literalValue)
  if (node.type === 'TemplateLiteral' && (node.expressions ?? []).length === 0)
    return node.quasis?.[0]?.value.cooked ?? ''
  throw new NotALiteral()
}

const where = (node: MdNode) => (node.position ? `line ${node.position.start.line}: ` : '')
const tagOf = (node: MdNode) => `<${node.name ?? ''}>`

function attributeNode(node: MdNode, name: string): JsxAttributeNode | undefined {
  return (node.attributes as ReadonlyArray<JsxAttributeNode>).find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  )
}

/** A JSX attribute's value: a string, `true` for a bare attribute, or a literal expression's value. */
function attribute(node: MdNode, name: string): unknown {
  const found = attributeNode(node, name)
  if (!found) return undefined
  if (found.value === null || found.value === undefined) return true
  if (typeof found.value === 'string') return found.value
  const statement = found.value.data?.estree?.body[0]
  try {
    return literalValue(statement?.type === 'ExpressionStatement' ? statement.expression : null)
  } catch (error) {
    if (!(error instanceof NotALiteral)) throw error
    throw new Error(`${where(node)}${tagOf(node)}: the ${name} attribute {${found.value.value}} is not a literal value`)
  }
}

function stringAttribute(node: MdNode, name: string, required: true): string
function stringAttribute(node: MdNode, name: string, required: false): string | undefined
function stringAttribute(node: MdNode, name: string, required: boolean): string | undefined {
  const value = attribute(node, name)
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${where(node)}${tagOf(node)} needs a ${name} text`)
  return value
}

const isCommentOnly = (expression: string) => /^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/.test(expression)

class Converter {
  constructor(private readonly context: ConversionContext) {}

  nodes(nodes: ReadonlyArray<MdNode>): MdNode[] {
    return nodes.flatMap((node) => this.node(node))
  }

  private node(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
        // Imports and exports: the components need none in Markdown; a use of an export fails below.
        return []
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isCommentOnly(node.value ?? '')) return []
        throw new Error(`${where(node)}the expression {${node.value ?? ''}} has no Markdown form`)
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node)
      case 'containerDirective':
        return [this.admonition(node)]
      case 'code':
        return [this.code(node)]
      case 'link':
      case 'image':
      case 'definition':
        return [
          {
            ...node,
            url: this.context.resolveUrl(node.url ?? ''),
            ...(node.children ? { children: this.nodes(node.children) } : {}),
          },
        ]
      default:
        return [node.children ? { ...node, children: this.nodes(node.children) } : node]
    }
  }

  /** Only the title stays in the meta; magic comments go, as they go from what readers copy. */
  private code(node: MdNode): MdNode {
    const language = node.lang ?? null
    const title = parseCodeMeta(node.meta).title
    const value =
      language === OUTPUT_LANGUAGE || language === 'mermaid'
        ? (node.value ?? '')
        : processMagicComments(node.value ?? '').code
    return code(language, value, title ? `title=${title.includes('"') ? `'${title}'` : `"${title}"`}` : null)
  }

  /** remarkAdmonitions has already marked the directive with its type and custom title. */
  private admonition(node: MdNode): MdNode {
    const properties = (node.data?.hProperties ?? {}) as { type?: AdmonitionType; title?: string }
    if (node.data?.hName !== 'admonition' || !properties.type) {
      throw new Error(`${where(node)}the directive :::${node.name ?? ''} is not an admonition`)
    }
    return blockquote(
      ...this.section(properties.title ?? defaultAdmonitionTitles[properties.type], node.children ?? []),
    )
  }

  /** A section that starts with its label in bold (a tab, the body of an admonition). */
  private section(label: string, children: ReadonlyArray<MdNode>): MdNode[] {
    return [paragraph(strong(text(label))), ...this.nodes(children)]
  }

  /** The components whose Markdown form is their own (src/shared/mdx/components.ts), by name. */
  private readonly ownForms: { readonly [Name in ComponentWithMarkdownForm<'own'>]: (node: MdNode) => MdNode[] } = {
    Tabs: (node) => {
      const children = node.children ?? []
      const items = children.filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem')
      if (items.length !== children.length) throw new Error(`${where(node)}<Tabs> may only hold <TabItem> elements`)
      return items.flatMap((item) => this.jsx(item))
    },
    TabItem: (node) =>
      this.section(stringAttribute(node, 'label', false) ?? stringAttribute(node, 'value', true), node.children ?? []),
    InstallTabs: (node) => {
      const packages = attribute(node, 'packages')
      if (!Array.isArray(packages) || packages.length === 0 || !packages.every((item) => typeof item === 'string')) {
        throw new Error(`${where(node)}<InstallTabs> needs packages={['a-package', …]}`)
      }
      return installCommands(packages).flatMap(({ manager, command }) => [
        paragraph(strong(text(manager))),
        code('bash', command),
      ])
    },
    ThemedImage: (node) => this.themedImage(node),
    Admonition: (node) => {
      const type = stringAttribute(node, 'type', true) as AdmonitionType
      if (!(type in defaultAdmonitionTitles))
        throw new Error(`${where(node)}<Admonition> has the unknown type "${type}"`)
      return [
        blockquote(
          ...this.section(stringAttribute(node, 'title', false) ?? defaultAdmonitionTitles[type], node.children ?? []),
        ),
      ]
    },
    // The MDX compiler makes <Mermaid> of a ```mermaid fence; in Markdown it is that fence again.
    Mermaid: (node) => [code('mermaid', stringAttribute(node, 'source', true))],
    // The release notes reach only the Markdown pages of content/pages, which have no Markdown copy.
    WhatChanged: (node) => {
      throw new Error(`${where(node)}<WhatChanged /> belongs on a page of content/pages, not in the docs`)
    },
  }

  private jsx(node: MdNode): MdNode[] {
    const children = node.children ?? []
    const name = node.name
    if (!name) return this.nodes(children)
    if (hasMarkdownForm(name, 'children')) return this.nodes(children)
    if (hasMarkdownForm(name, 'own')) return this.ownForms[name](node)
    if (hasMarkdownForm(name, 'api-data')) {
      if (!this.context.api) throw new Error(`${where(node)}<${name} /> renders API data, but the page has none`)
      const kind = attribute(node, 'kind')
      return apiComponentMarkdown(
        name,
        this.context.api,
        this.context.resolveUrl,
        typeof kind === 'string' ? kind : null,
      )
    }
    // HTML elements written as JSX.
    switch (name) {
      case 'code':
        return [inlineCode(children.map((child) => child.value ?? '').join(''))]
      case 'strong':
      case 'b':
        return [strong(...this.nodes(children))]
      case 'em':
      case 'i':
        return [emphasis(...this.nodes(children))]
      case 'br':
        return [{ type: 'break' }]
      case 'a':
        return [link(this.context.resolveUrl(stringAttribute(node, 'href', true)), ...this.nodes(children))]
    }
    throw new Error(`${where(node)}<${name}> has no Markdown form: register it in src/shared/mdx/components.ts`)
  }

  private themedImage(node: MdNode): MdNode[] {
    const picture = image(
      this.context.resolveUrl(stringAttribute(node, 'light', true)),
      stringAttribute(node, 'alt', true),
    )
    const caption = attributeNode(node, 'caption')?.value
    if (caption === undefined || caption === null) return [paragraph(picture)]
    const captionNodes = typeof caption === 'string' ? [text(caption)] : this.phrasing(caption.value, node)
    return [paragraph(picture), paragraph(emphasis(...captionNodes))]
  }

  /** JSX given as an attribute (a caption), read as MDX of its own and turned into inline Markdown. */
  private phrasing(source: string, owner: MdNode): MdNode[] {
    const blocks = this.nodes(parseMdx(source).children ?? [])
    const inline =
      blocks.length === 1 && blocks[0]?.type === 'paragraph'
        ? blocks[0].children
        : blocks.every(isPhrasing)
          ? blocks
          : null
    if (!inline) throw new Error(`${where(owner)}${tagOf(owner)}: {${source}} is not inline content`)
    return inline
  }
}

const PHRASING = new Set(['text', 'inlineCode', 'strong', 'emphasis', 'link', 'break', 'delete', 'image'])
const isPhrasing = (node: MdNode) => PHRASING.has(node.type)

/** An MDX file with its frontmatter blanked out (line for line), so errors name lines of the file. */
export function blankFrontmatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (frontmatter) => frontmatter.replace(/[^\n]/g, ''))
}

/** The Markdown nodes of an MDX body (frontmatter removed or blanked). */
export function mdxToMarkdownNodes(body: string, context: ConversionContext): MdNode[] {
  const tree = parseMdx(body)
  remarkAdmonitions()(tree as TreeNode)
  return new Converter(context).nodes(tree.children ?? [])
}

/** An MDX body as Markdown text. */
export function mdxToMarkdown(body: string, context: ConversionContext): string {
  return printMarkdown(root(...mdxToMarkdownNodes(body, context)))
}
