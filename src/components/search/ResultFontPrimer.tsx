import { memo } from 'react'

/**
 * A letter in each font the results are drawn in, laid out unseen as the dialog opens. A browser
 * looks a font up (family, weight and size) the first time it lays text out in it, and the page
 * has none of the results' sizes: the first key typed after Ctrl+K paid for those lookups before
 * its results could show. The classes are the results' own, so the fonts primed are whatever the
 * dialog's stylesheet makes the results; a browser test checks that they match.
 */
export const ResultFontPrimer = memo(function ResultFontPrimer() {
  return (
    <div className="sr-only" aria-hidden="true" data-result-font-primer="">
      <div className="DocSearch-Hit-source">a</div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">a</span>
        <span className="DocSearch-Hit-path">a</span>
      </div>
      <div className="DocSearch-HitsFooter">a</div>
    </div>
  )
})
