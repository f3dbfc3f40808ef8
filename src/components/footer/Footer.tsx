import { siteConfig } from '../../config/site'
import { ExternalLinkIcon } from '../icons/ExternalLinkIcon'
import { Logo } from '../icons/Logo'
import { isExternalHref } from '../../shared/external-link'
import { SiteLink } from '../link/SiteLink'
import * as styles from './Footer.module.css'

/** The dark site footer: link columns, the logo and the copyright line. */
export function Footer() {
  const { columns, copyright } = siteConfig.footer
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul>
              {column.links.map((link) => {
                const href = 'to' in link ? link.to : link.href
                return (
                  <li key={link.label}>
                    <SiteLink href={href} className={styles.link}>
                      {link.label}
                      {isExternalHref(href) && <ExternalLinkIcon />}
                    </SiteLink>
                  </li>
                )
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <Logo size={40} />
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  )
}
