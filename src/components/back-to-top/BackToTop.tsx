import { useScrollState } from '../motion/useScrollState'
import { smoothScrollTo } from '../motion/smooth-scroll'
import * as styles from './BackToTop.module.css'

/** How far down the page the reader must be before the button is offered. */
const SHOW_AFTER_PX = 300

/**
 * A button that scrolls back to the top, offered when the reader scrolls up far down a page.
 * Hidden with `visibility`, so it leaves the tab order and the accessibility tree too.
 */
export function BackToTop() {
  const { pastThreshold, scrollingDown } = useScrollState(SHOW_AFTER_PX)
  const shown = pastThreshold && !scrollingDown
  return (
    <button
      type="button"
      className={shown ? `${styles.button} ${styles.shown}` : styles.button}
      aria-label="Scroll back to top"
      onClick={() => smoothScrollTo(0)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
      </svg>
    </button>
  )
}
