/**
 * Prism with the site's languages, turning code into highlighted lines of HTML. Server rendering
 * uses it for every code block; the browser loads it only for code rendered after a client-side
 * navigation (useHighlightedLines.ts), since a server-rendered page's code is highlighted already.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer'
import { prismLanguage } from './language-alias'
import './prism-languages'
import type { TypedName } from '../../shared/code-block/code-types'
import { plainLines, tokenLineHtml } from './token-markup'
import { textWithNames } from './typed-names'

/**
 * The code's lines as HTML token markup, with the compiler's `names` marked; code in a language
 * Prism does not know stays plain.
 */
export function highlightLines(code: string, language: string, names: ReadonlyArray<TypedName> = []): string[] {
  const name = prismLanguage(language)
  const grammar = Prism.languages[name]
  if (!grammar) return plainLines(code)
  const environment = { code, grammar, language: name, tokens: [] as ReturnType<typeof Prism.tokenize> }
  Prism.hooks.run('before-tokenize', environment)
  environment.tokens = Prism.tokenize(code, grammar)
  Prism.hooks.run('after-tokenize', environment)
  const indexed = names.map((typed, index) => ({ ...typed, index }))
  return normalizeTokens(environment.tokens).map((line, index) =>
    tokenLineHtml(line, textWithNames(indexed.filter((typed) => typed.line === index))),
  )
}
