/**
 * The compiler's names in highlighted code (server rendering and the lazy highlighter only): each
 * wrapped where it stands, marked by its index among the block's names, whose quick info the
 * page's data holds (the HTML would otherwise carry every type text again).
 */
import { TYPED_NAME_ATTRIBUTE, type TypedName } from '../../shared/code-block/code-types'
import { escapeMarkup } from '../../shared/escape-markup'
import type { TokenText } from './token-markup'

/** A name of a line, with its index among the block's names. */
export interface IndexedName extends TypedName {
  readonly index: number
}

/** Token text with the names of its line (in column order) wrapped; a name a token boundary splits stays plain. */
export function textWithNames(names: ReadonlyArray<IndexedName>): TokenText {
  return (content, offset) => {
    let html = ''
    let at = 0
    for (const name of names) {
      const start = name.start - offset
      const end = start + name.length
      if (start < at || end > content.length) continue
      html += `${escapeMarkup(content.slice(at, start))}<span ${TYPED_NAME_ATTRIBUTE}="${name.index}">${escapeMarkup(content.slice(start, end))}</span>`
      at = end
    }
    return html + escapeMarkup(content.slice(at))
  }
}
