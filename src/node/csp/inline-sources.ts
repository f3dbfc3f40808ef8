/**
 * The inline code of a built page that its Content-Security-Policy has to allow: the text of every
 * inline script the browser would run, of every `<style>` element, and every `style` attribute value.
 * Pure: HTML in, texts out.
 */
import { createHash } from 'node:crypto'
import { scanHtml } from '../html-scan'

export interface InlineSources {
  readonly scripts: string[]
  readonly styles: string[]
  readonly styleAttributes: string[]
}

/**
 * Scripts the browser runs: no type, a JavaScript MIME type, or a module. Data blocks such as
 * JSON-LD are never run, so a policy need not (and does not) list them.
 */
const executableType =
  /^\s*$|^\s*(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.\d)?|text\/(?:jscript|livescript))\s*$/i

export function inlineSources(html: string): InlineSources {
  // A `<script>` inside a comment never runs, and styles inside `<noscript>` are never applied
  // with scripting on, so neither is listed.
  const sources: InlineSources = { scripts: [], styles: [], styleAttributes: [] }
  scanHtml(html, {
    element(tag) {
      if (!tag.has('style')) return
      const { style } = tag.attributes()
      if (style !== undefined) sources.styleAttributes.push(style)
    },
    rawText(tag, attributes, text) {
      if (tag === 'style') sources.styles.push(text)
      else if (attributes.src === undefined && executableType.test(attributes.type ?? '')) sources.scripts.push(text)
    },
  })
  return sources
}

/**
 * The CSP hash source of a text, e.g. `'sha256-…'`. Hashed as the browser does: over the UTF-8
 * bytes of the text after the HTML parser has turned CR LF and lone CR into LF.
 */
export function hashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}
