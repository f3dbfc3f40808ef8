import { Link } from 'gatsby'
import type { DocCard } from '../../types/docs'
import * as styles from './DocCardList.module.css'

/** A grid of linked cards, each with a title and a one-line description. */
export function DocCardList({ cards }: { readonly cards: ReadonlyArray<DocCard> }) {
  return (
    <ul className={styles.cards}>
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
