/** A playground's files, from the fenced code blocks an author writes inside <Playground>. */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import type { PlaygroundFile } from '../../shared/playground-protocol'
import type { FenceAttributes } from '../../shared/code-block/fence-attributes'

interface CodeElementProps extends FenceAttributes {
  readonly children?: ReactNode
}

/**
 * Each fence becomes a file named by its title. A fence without a title, or two with the same
 * one, is an authoring mistake: it fails the build while the page renders.
 */
export function filesFromCodeBlocks(children: ReactNode): PlaygroundFile[] {
  const files: PlaygroundFile[] = []
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return
    const code = (child.props as { children?: ReactNode }).children
    if (!isValidElement(code)) return
    const {
      'data-title': title,
      'data-language': language,
      children: text,
    } = (code as ReactElement<CodeElementProps>).props
    if (typeof text !== 'string') return
    if (!title)
      throw new Error(
        `<Playground>: every code block needs a file name as its title, e.g. \`\`\`tsx title="App.tsx" (found a ${language ?? 'plain'} block without one).`,
      )
    if (files.some((file) => file.name === title))
      throw new Error(`<Playground>: two code blocks are both titled "${title}".`)
    files.push({ name: title, code: text })
  })
  if (files.length === 0)
    throw new Error('<Playground> needs at least one fenced code block with a title, e.g. ```ts title="example.ts".')
  return files
}

/** The Prism language of a file, from its extension. */
export function languageOfFile(name: string): string {
  return /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'text'
}
