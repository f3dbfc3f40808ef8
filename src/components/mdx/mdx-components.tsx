import { isValidElement, type AnchorHTMLAttributes, type ReactElement, type ReactNode, type TableHTMLAttributes } from 'react'
import { Admonition } from '../admonition/Admonition'
import { CodeBlock } from '../code-block/CodeBlock'
import { OUTPUT_LANGUAGE } from '../code-block/code-meta'
import { OutputPanel } from '../code-block/OutputPanel'
import { pathPrefix } from '../link/path-prefix'
import { SiteLink } from '../link/SiteLink'
import { UNTITLED_TABLE_LABEL } from '../../shared/table-label'
import { TableScroller } from '../table/TableScroller'
import { fencedCode } from './fenced-code'
import { routeOfMdxHref } from './mdx-href'

/** Markdown links go through SiteLink: routes navigate client-side, other sites open safely. */
function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SiteLink href={routeOfMdxHref(href, pathPrefix)} {...rest}>
      {children}
    </SiteLink>
  )
}

interface CodeElementProps {
  readonly className?: string
  readonly metastring?: string
  readonly children?: ReactNode
}

/** A Markdown table, scrollable on narrow screens, named after its heading (rehype-table-labels.ts). */
function MdxTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroller label={props['aria-label'] ?? UNTITLED_TABLE_LABEL}>
      <table {...props} />
    </TableScroller>
  )
}

/** A fenced code block arrives as <pre><code className="language-x" metastring="…">. */
function MdxPre({ children }: { readonly children?: ReactNode }) {
  const code = isValidElement(children) ? (children as ReactElement<CodeElementProps>).props : null
  if (!code || typeof code.children !== 'string') return <pre>{children}</pre>
  const block = fencedCode(code.className, code.metastring, code.children)
  if (block.language === OUTPUT_LANGUAGE) return <OutputPanel output={block.code} />
  return <CodeBlock code={block.code} language={block.language} meta={block.meta} />
}

/**
 * The components every MDX page may render with: links, code blocks (and output panels, which are
 * fences too) and admonitions. Components only some pages use (Tabs, Playground, the
 * API components, Mermaid for ```mermaid fences) need no import either: src/node/mdx/remark-component-imports.ts imports them
 * into the pages that use them, so their code loads only there.
 */
export const mdxComponents = {
  a: MdxLink,
  pre: MdxPre,
  table: MdxTable,
  admonition: Admonition,
  Admonition,
}
