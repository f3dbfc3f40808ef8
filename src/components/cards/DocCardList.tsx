import { Link } from 'gatsby'
import { searchIgnore } from '../../shared/search/markup'
import type { DocCard } from '../../types/docs'
import * as styles from './DocCardList.module.css'

/** A grid of linked cards, each with a title and a one-line description. */
export function DocCardList({ cards }: { readonly cards: ReadonlyArray<DocCard> }) {
  return (
    // Cards repeat other pages' titles and descriptions: not content of this page for search.
    <ul className={styles.cards} {...searchIgnore}>
      {cards.map((card) => (
        <li key={card.path}>
          <Link to={card.path} className={styles.card}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
