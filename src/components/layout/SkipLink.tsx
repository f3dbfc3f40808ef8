import type { MouseEvent } from 'react'
import * as styles from './SkipLink.module.css'

export const MAIN_CONTENT_ID = 'main-content'

/** The first focusable element: jumps past the navbar to the page's main content. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  )
}
