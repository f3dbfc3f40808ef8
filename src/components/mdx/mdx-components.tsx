import {
  isValidElement,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type TableHTMLAttributes,
} from 'react'
import { highlightedLines, OUTPUT_LANGUAGE, type FenceAttributes } from '../../shared/code-block/fence-attributes'
import type { ImportedComponentName, ProvidedComponentName } from '../../shared/mdx/components'
import { UNTITLED_TABLE_LABEL } from '../../shared/table-label'
import { Admonition } from '../admonition/Admonition'
import type { ApiHeader } from '../api/ApiHeader'
import type { Members } from '../api/Members'
import type { Parameters } from '../api/Parameters'
import type { History } from '../api/History'
import type { Related } from '../api/Related'
import type { Overloads, Returns, Signature } from '../api/Signature'
import { CodeBlock } from '../code-block/CodeBlock'
import { OutputPanel } from '../code-block/OutputPanel'
import { pathPrefix } from '../link/path-prefix'
import { SiteLink } from '../link/SiteLink'
import type { Mermaid } from '../mermaid/Mermaid'
import type { Playground } from '../playground/Playground'
import { TableScroller } from '../table/TableScroller'
import type { InstallTabs } from '../tabs/InstallTabs'
import type { TabItem } from '../tabs/TabItem'
import type { Tabs } from '../tabs/Tabs'
import type { ThemedImage } from '../themed-image/ThemedImage'
import type { WhatChanged } from '../what-changed/WhatChanged'
import { routeOfMdxHref } from './mdx-href'

/** A React component for each of `Names`. */
type Implementations<Names extends string> = { readonly [Name in Names]: ComponentType<never> }

/** Compiles only when `Given` implements exactly the components `Names`. */
type ImplementingExactly<
  Names extends string,
  Given extends Implementations<Names> & { readonly [Extra in Exclude<keyof Given, Names>]: never },
> = Given

/**
 * The registered components that pages import themselves (src/node/mdx/remark-component-imports.ts
 * adds the imports from each entry's module). Named here by type only, so that their code stays
 * out of the map below, which every MDX page loads, while a registered component without an
 * implementation fails the type check.
 */
export type ImportedComponents = ImplementingExactly<
  ImportedComponentName,
  {
    readonly Mermaid: typeof Mermaid
    readonly Playground: typeof Playground
    readonly Tabs: typeof Tabs
    readonly TabItem: typeof TabItem
    readonly InstallTabs: typeof InstallTabs
    readonly ThemedImage: typeof ThemedImage
    readonly ApiHeader: typeof ApiHeader
    readonly Members: typeof Members
    readonly Parameters: typeof Parameters
    readonly Related: typeof Related
    readonly History: typeof History
    readonly Signature: typeof Signature
    readonly Returns: typeof Returns
    readonly Overloads: typeof Overloads
    readonly WhatChanged: typeof WhatChanged
  }
>

/** Markdown links go through SiteLink: routes navigate client-side, other sites open safely. */
function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <SiteLink href={routeOfMdxHref(href, pathPrefix)} {...rest}>
      {children}
    </SiteLink>
  )
}

interface CodeElementProps extends FenceAttributes {
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

/**
 * A fenced code block arrives as <pre><code data-language="x" …>, its code as shown
 * (src/node/mdx/rehype-code-blocks.ts).
 */
function MdxPre({ children }: { readonly children?: ReactNode }) {
  const code = isValidElement(children) ? (children as ReactElement<CodeElementProps>).props : null
  if (!code || typeof code.children !== 'string') return <pre>{children}</pre>
  const language = code['data-language']
  if (language === OUTPUT_LANGUAGE) return <OutputPanel output={code.children} />
  return (
    <CodeBlock
      code={code.children}
      language={language}
      title={code['data-title']}
      showLineNumbers={code['data-line-numbers'] !== undefined}
      highlightLines={highlightedLines(code['data-highlight'])}
    />
  )
}

/** The registered components provided to every MDX page (src/shared/mdx/components.ts). */
const providedComponents = { Admonition } satisfies Implementations<ProvidedComponentName>

/**
 * The components every MDX page may render with: links, code blocks (and output panels, which are
 * fences too), tables, admonitions (`admonition` is what src/node/mdx/remark-admonitions.ts makes
 * of a `:::tip` block) and the provided registered components. The imported ones need no import
 * either, and load only on the pages that use them.
 */
export const mdxComponents = {
  a: MdxLink,
  pre: MdxPre,
  table: MdxTable,
  admonition: Admonition,
  ...providedComponents,
}
