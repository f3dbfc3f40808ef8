import { siteConfig } from '../../config/site'
import * as styles from './ExperimentalBanner.module.css'

/**
 * The notice under the navbar that the library is still experimental. A named region, like the
 * announcement bar: every part of a page sits in a landmark, so a screen reader's landmark list
 * reaches it (axe's `region` rule).
 */
export function ExperimentalBanner() {
  return (
    <section className={styles.banner} aria-label="Experimental">
      <strong>Note:</strong> {siteConfig.experimentalBanner}
    </section>
  )
}
