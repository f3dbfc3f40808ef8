import { Link } from 'gatsby'
import type { BlogLink } from '../../types/blog'
import * as styles from './Blog.module.css'

/** A post's tags, each leading to the posts with that tag. */
export function PostTags({ tags }: { readonly tags: ReadonlyArray<BlogLink> }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.path}>
          <Link to={tag.path} className={styles.tag}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
