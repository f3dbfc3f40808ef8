import { Link } from 'gatsby'
import { useEffect, useId } from 'react'
import { apiText } from '../../shared/api/api-text'
import type { SidebarNav, SidebarNavCategory } from '../../types/docs'
import { useCollapsible } from '../motion/useCollapsible'
import { categoryContains } from './category'
import * as styles from './DocSidebar.module.css'

function Category({ category, path }: { readonly category: SidebarNavCategory; readonly path: string }) {
  const containsCurrent = categoryContains(category, path)
  // Categories start expanded and never collapse on their own.
  const { expanded, setExpanded, ref, hidden } = useCollapsible<HTMLUListElement>(true)
  const listId = useId()
  useEffect(() => {
    if (containsCurrent) setExpanded(true)
  }, [containsCurrent, path, setExpanded])

  const current = category.path === path
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        <Link
          to={category.path}
          className={
            current
              ? `${styles.link} ${styles.categoryLink} ${styles.current}`
              : `${styles.link} ${styles.categoryLink}`
          }
          aria-current={current ? 'page' : undefined}
        >
          {category.label}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} the ${category.label} category`}
          onClick={() => setExpanded(!expanded)}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className={expanded ? styles.chevronOpen : styles.chevron}
          >
            <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </div>
      <ul id={listId} ref={ref} className={styles.items} hidden={hidden}>
        {category.items.map((item) => {
          const isCurrent = item.path === path
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                className={isCurrent ? `${styles.link} ${styles.current}` : styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.label}
                {item.deprecated && <span className={styles.badge}>{apiText.deprecatedTitle}</span>}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}

/** The docs sidebar: one expandable category per folder, the current page highlighted. */
export function DocSidebar({ sidebar, path }: { readonly sidebar: SidebarNav; readonly path: string }) {
  return (
    <nav className={styles.sidebar} aria-label={`${sidebar.label} docs`}>
      <ul className={styles.categories}>
        {sidebar.categories.map((category) => (
          <Category key={category.path} category={category} path={path} />
        ))}
      </ul>
    </nav>
  )
}
