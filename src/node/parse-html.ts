/** Built HTML parsed as a browser with scripting on reads it. */
import { parse, type HTMLElement } from 'node-html-parser'

/**
 * Comments dropped; script, style and noscript kept as raw text; `<pre>` parsed like any element
 * (the parser's default keeps it as text, but code blocks hold elements with ids and styles).
 */
export function parseBuiltHtml(html: string): HTMLElement {
  return parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } })
}
