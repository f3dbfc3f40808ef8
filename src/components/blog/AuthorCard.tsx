import { Link } from 'gatsby'
import type { BlogAuthorData } from '../../types/blog'
import { SiteLink } from '../link/SiteLink'
import { Avatar } from './Avatar'
import * as styles from './Blog.module.css'

interface AuthorCardProps {
  readonly author: BlogAuthorData
  /** Also list the author's social profiles (on the author's own page). */
  readonly withSocials?: boolean
}

/** An author's avatar, name (to their page of posts) and title. */
export function AuthorCard({ author, withSocials = false }: AuthorCardProps) {
  return (
    <div className={styles.author}>
      {author.avatar && <Avatar image={author.avatar} className={styles.avatar} />}
      <div>
        <Link to={author.path} className={styles.authorName}>
          {author.name}
        </Link>
        {author.title && <div className={styles.authorTitle}>{author.title}</div>}
        {withSocials && author.socials.length > 0 && (
          <ul className={styles.socials}>
            {author.socials.map((social) => (
              <li key={social.platform}>
                <SiteLink href={social.url}>{social.label}</SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
