import * as styles from './CodeBlock.module.css'
import { useCopy } from './useCopy'

/** Copies the code (as shown, without magic comments) and announces "Copied" to screen readers. */
export function CopyButton({ code }: { readonly code: string }) {
  const { copied, copy } = useCopy(code)

  return (
    <>
      <button type="button" className={styles.button} onClick={copy} aria-label="Copy code to clipboard" title="Copy">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {copied ? (
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          ) : (
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
            />
          )}
        </svg>
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </>
  )
}
