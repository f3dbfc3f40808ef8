import { isValidElement, type AnchorHTMLAttributes, type ReactElement, type ReactNode, type TableHTMLAttributes } from 'react'
import { Admonition } from '../admonition/Admonition'
import { ApiHeader, Members, Overloads, Parameters, Related, Returns, Signature, Since } from '../api'
import { CodeBlock } from '../code-block/CodeBlock'
import { OUTPUT_LANGUAGE } from '../code-block/code-meta'
import { OutputPanel } from '../code-block/OutputPanel'
import { pathPrefix } from '../link/path-prefix'
import { Playground } from '../playground/Playground'
import { SiteLink } from '../link/SiteLink'
import { TableScroller } from '../table/TableScroller'
import { Mermaid } from '../mermaid/Mermaid'
import { InstallTabs } from '../tabs/InstallTabs'
import { ThemedImage } from '../themed-image/ThemedImage'
import { TabItem } from '../tabs/TabItem'
import { Tabs } from '../tabs/Tabs'
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

/** A Markdown table, scrollable on narrow screens. */
function MdxTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroller label="Table">
      <table {...props} />
    </TableScroller>
  )
}

/** A fenced code block arrives as <pre><code className="language-x" metastring="…">. */
function MdxPre({ children }: { readonly children?: ReactNode }) {
  const code = isValidElement(children) ? (children as ReactElement<CodeElementProps>).props : null
  if (!code || typeof code.children !== 'string') return <pre>{children}</pre>
  const block = fencedCode(code.className, code.metastring, code.children)
  if (block.language === 'mermaid') return <Mermaid source={block.code} height={block.height} />
  if (block.language === OUTPUT_LANGUAGE) return <OutputPanel output={block.code} />
  return <CodeBlock code={block.code} language={block.language} meta={block.meta} />
}

/** The components MDX content renders with; Tabs, TabItem, InstallTabs, ThemedImage, Playground and the API components need no import. */
export const mdxComponents = {
  a: MdxLink,
  pre: MdxPre,
  table: MdxTable,
  admonition: Admonition,
  Admonition,
  Tabs,
  TabItem,
  InstallTabs,
  ApiHeader,
  Signature,
  Parameters,
  Returns,
  Overloads,
  Members,
  Related,
  Since,
  ThemedImage,
  Playground,
}
