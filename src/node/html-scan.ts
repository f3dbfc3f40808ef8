/**
 * One streaming pass over built HTML, as a browser with scripting on reads it: every element's tag
 * and attributes (entity-decoded), and the raw text of each `<script>` and `<style>`. No tree is
 * built, and no text outside scripts and styles is decoded: a docs page carries the whole sidebar,
 * and the post-build steps read every page, so their cost grows with the square of the number of
 * pages unless reading a page is one quick pass over its bytes (about 1 ms for a 200 KB page here,
 * against 12 ms for htmlparser2's parser and more for a tree; measured for `f8f4372`, 2026-11-24).
 *
 * Tokens, in the order the HTML tokenizer would meet them: comments, doctype and processing
 * instructions (skipped); elements whose content is raw text (script, style) or text that holds no
 * elements (textarea, title, and noscript with scripting on), each taken whole up to its end tag;
 * start tags with their attributes; end tags. Text between tags is not read.
 */
import { decodeHTMLAttribute } from 'entities'

export type Attributes = Readonly<Record<string, string>>

/** A start tag; its attributes are read only when asked for, since most visitors skip most tags. */
export interface StartTag {
  /** The tag name, lower-case. */
  readonly name: string
  /** Whether the tag has an attribute of this (lower-case) name: a quick test before reading them all. */
  has(name: string): boolean
  /** The attributes, entity-decoded. */
  attributes(): Attributes
}

export interface HtmlVisitor {
  /** An element outside `<noscript>` (whose content is text when scripting is on). */
  readonly element?: (tag: StartTag) => void
  /** The whole raw text of a `<script>` or `<style>` element outside `<noscript>`. */
  readonly rawText?: (tag: 'script' | 'style', attributes: Attributes, text: string) => void
}

const token =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(script|style|textarea|title|noscript)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)(?:<\/\1\s*>|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<\/[a-zA-Z][^>]*>/gi
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

function attributesOf(source: string): Attributes {
  const attributes: Record<string, string> = {}
  attribute.lastIndex = 0
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    const name = match[1].toLowerCase()
    // The first of two attributes with one name wins, as in the browser.
    if (name in attributes) continue
    const value = match[2] ?? match[3] ?? match[4] ?? ''
    attributes[name] = value.includes('&') ? decodeHTMLAttribute(value) : value
  }
  return attributes
}

const attributeTests = new Map<string, RegExp>()

function hasAttribute(source: string, name: string): boolean {
  let test = attributeTests.get(name)
  if (!test) attributeTests.set(name, (test = new RegExp(`(?:^|[\\s"'])${name}(?=[\\s=/]|$)`, 'i')))
  return test.test(source)
}

function startTag(name: string, source: string): StartTag {
  let attributes: Attributes | undefined
  return {
    name,
    has: (attributeName) => hasAttribute(source, attributeName),
    attributes: () => (attributes ??= attributesOf(source)),
  }
}

export function scanHtml(html: string, visitor: HtmlVisitor): void {
  token.lastIndex = 0
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const [, wholeTag, wholeAttributes, content, tag, attributeSource] = match
    if (wholeTag !== undefined) {
      const name = wholeTag.toLowerCase()
      if (name === 'noscript') continue
      const start = startTag(name, wholeAttributes)
      visitor.element?.(start)
      if (name === 'script' || name === 'style') visitor.rawText?.(name, start.attributes(), content)
    } else if (tag !== undefined) {
      visitor.element?.(startTag(tag.toLowerCase(), attributeSource))
    }
  }
}
