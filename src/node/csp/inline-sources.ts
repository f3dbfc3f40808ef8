/**
 * The inline code of a built page that its Content-Security-Policy has to allow: the text of every
 * inline script the browser would run, of every `<style>` element, and every `style` attribute value.
 * Pure: HTML in, texts out.
 */
import { createHash } from 'node:crypto'
import { parseBuiltHtml } from '../parse-html'

export interface InlineSources {
  readonly scripts: string[]
  readonly styles: string[]
  readonly styleAttributes: string[]
}

/**
 * Scripts the browser runs: no type, a JavaScript MIME type, or a module. Data blocks such as
 * JSON-LD are never run, so a policy need not (and does not) list them.
 */
const executableType = /^\s*$|^\s*(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.\d)?|text\/(?:jscript|livescript))\s*$/i

export function inlineSources(html: string): InlineSources {
  // A `<script>` inside a comment never runs, and styles inside `<noscript>` are never applied
  // with scripting on, so neither is listed.
  const root = parseBuiltHtml(html)
  const scripts = root
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && executableType.test(script.getAttribute('type') ?? ''))
    .map((script) => script.rawText)
  const styles = root.querySelectorAll('style').map((style) => style.rawText)
  const styleAttributes = root.querySelectorAll('[style]').map((element) => element.getAttribute('style') ?? '')
  return { scripts, styles, styleAttributes }
}

/**
 * The CSP hash source of a text, e.g. `'sha256-…'`. Hashed as the browser does: over the UTF-8
 * bytes of the text after the HTML parser has turned CR LF and lone CR into LF.
 */
export function hashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}
