/** Parameters every search request of the site carries, whichever backend answers it. */
import { siteConfig } from '../../config/site'

/** The filters of every search: the site's language, docs and blog records. */
export function searchFacetFilters(): Array<string | string[]> {
  const { docsTag, blogTag } = siteConfig.search
  return [`language:${siteConfig.locale.code}`, [`docusaurus_tag:${docsTag}`, `docusaurus_tag:${blogTag}`]]
}

/** Snippet length for this screen: shorter on narrow screens. */
export function snippetWords(): number {
  const { wide, narrow, narrowScreenMaxWidthPx } = siteConfig.search.snippetWords
  return window.matchMedia(`(max-width: ${narrowScreenMaxWidthPx}px)`).matches ? narrow : wide
}
