import { DocCardList } from '../cards/DocCardList'
import * as styles from './ExploreDocs.module.css'
import { docsLinks } from './why'

/** Links from the home page into Learn and the API reference. */
export function ExploreDocs() {
  return (
    <section className={styles.explore} aria-labelledby="explore-heading">
      <h2 id="explore-heading">Explore the docs</h2>
      <DocCardList cards={docsLinks} />
    </section>
  )
}
