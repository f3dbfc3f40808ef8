import { withPrefix } from 'gatsby'
import { useEffect, useState } from 'react'
import { markdownCopyRoute } from '../../shared/page-url'
import { searchIgnore } from '../../shared/search/markup'
import { copyPendingText, CopyPageError, fetchMarkdown } from './copy-page-markdown'
import * as styles from './CopyPageMarkdown.module.css'

type CopyState = { readonly kind: 'idle' | 'copying' | 'copied' } | { readonly kind: 'failed'; readonly reason: string }

/**
 * "Copy page as Markdown": copies the page's Markdown copy (`<route>.md`, written at build time)
 * and says "Copied", or why it could not, with a link to the copy.
 */
export function CopyPageMarkdown({ route }: { readonly route: string }) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' })
  const url = withPrefix(markdownCopyRoute(route))

  useEffect(() => {
    if (state.kind !== 'copied') return
    const timer = window.setTimeout(() => setState({ kind: 'idle' }), 2000)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = () => {
    if (state.kind === 'copying') return
    setState({ kind: 'copying' })
    copyPendingText(fetchMarkdown(url), navigator.clipboard).then(
      () => setState({ kind: 'copied' }),
      (error: unknown) => {
        if (!(error instanceof CopyPageError)) console.warn('Could not copy the page as Markdown.', error)
        setState({ kind: 'failed', reason: error instanceof CopyPageError ? error.message : 'something went wrong' })
      },
    )
  }

  return (
    <div className={styles.copyPage} {...searchIgnore}>
      <button type="button" className={styles.button} onClick={copy} aria-busy={state.kind === 'copying'}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {state.kind === 'copied' ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
            />
          )}
        </svg>
        Copy page as Markdown
      </button>
      <p role="status" className={state.kind === 'failed' ? styles.error : styles.status}>
        {state.kind === 'copied' && 'Copied'}
        {state.kind === 'failed' && (
          <>
            Could not copy the page: {state.reason}. <a href={url}>Open the Markdown copy</a>
          </>
        )}
      </p>
    </div>
  )
}
