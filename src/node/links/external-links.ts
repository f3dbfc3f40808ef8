/**
 * Links to other sites in built HTML: each opens in a new tab that gets no handle on this page
 * (noopener) and no referrer (noreferrer). Pure: HTML in, offending links out.
 */
import { EXTERNAL_REL_TOKENS } from '../../shared/external-link'
import { parseBuiltHtml } from '../parse-html'

/** The links of a page to another origin that lack target="_blank" or a rel token, described. */
export function unsafeExternalLinks(html: string, siteOrigin: string): string[] {
  return parseBuiltHtml(html)
    .querySelectorAll('a[href]')
    .flatMap((link) => {
      const href = link.getAttribute('href') ?? ''
      if (!/^(https?:)?\/\//i.test(href.trim())) return []
      if (new URL(href.trim(), siteOrigin).origin === siteOrigin) return []
      const rel = new Set((link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/))
      const missing = [
        ...EXTERNAL_REL_TOKENS.filter((token) => !rel.has(token)),
        ...(link.getAttribute('target') === '_blank' ? [] : ['target="_blank"']),
      ]
      return missing.length === 0 ? [] : [`${href} (missing ${missing.join(', ')})`]
    })
}
