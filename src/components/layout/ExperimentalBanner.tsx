import { siteConfig } from '../../config/site'
import * as styles from './ExperimentalBanner.module.css'

/** The notice under the navbar that the library is still experimental. */
export function ExperimentalBanner() {
  return (
    <div className={styles.banner} role="note">
      <strong>Note:</strong> {siteConfig.experimentalBanner}
    </div>
  )
}
