import { MDXProvider } from '@mdx-js/react'
import type { ReactNode } from 'react'
import type { PageCodeTypes } from '../../shared/code-block/code-types'
import { CodeTypesContext } from '../code-block/code-types-context'
import { mdxComponents } from './mdx-components'

/** An MDX page's body: the site's MDX components, and the types of its code blocks for their popups. */
export function MdxBody({
  codeTypes,
  children,
}: {
  readonly codeTypes: PageCodeTypes | undefined
  readonly children: ReactNode
}) {
  return (
    <CodeTypesContext.Provider value={codeTypes}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </CodeTypesContext.Provider>
  )
}
