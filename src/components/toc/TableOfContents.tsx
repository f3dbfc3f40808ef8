import { useMemo } from 'react'
import * as styles from './TableOfContents.module.css'
import { tocIds, type TocItem } from './toc-items'
import { useActiveHeading } from './useActiveHeading'

function TocList({ items, active }: { readonly items: ReadonlyArray<TocItem>; readonly active: string | null }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.title}
          </a>
          {item.children.length > 0 && <TocList items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  )
}

/** "On this page": a sticky column on desktop that marks the heading in view. */
export function TableOfContents({ items }: { readonly items: ReadonlyArray<TocItem> }) {
  const ids = useMemo(() => tocIds(items), [items])
  const active = useActiveHeading(ids)
  if (items.length === 0) return null
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.heading}>On this page</p>
      <TocList items={items} active={active} />
    </nav>
  )
}
