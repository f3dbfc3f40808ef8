import { createContext, useContext } from 'react'
import { codeBlockKey, type CodeTypes, type PageCodeTypes } from '../../shared/code-block/code-types'

/** The page's code block types (its context's codeTypes), for the blocks its MDX renders. */
export const CodeTypesContext = createContext<PageCodeTypes | undefined>(undefined)

const none: CodeTypes = { names: [], inline: [] }

/** What the compiler knows about this block's names; nothing for a block it did not check. */
export function useCodeTypes(language: string, code: string): CodeTypes {
  return useContext(CodeTypesContext)?.[codeBlockKey(language, code)] ?? none
}
