import type { ReactNode } from 'react'
import { Footer } from '../footer/Footer'
import { Navbar } from '../navbar/Navbar'
import { ExperimentalBanner } from './ExperimentalBanner'
import * as styles from './Layout.module.css'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

/** The chrome of every page: skip link, navbar, banner, main content and footer. */
interface LayoutProps {
  /** The current route without the path prefix (Gatsby's `path` page prop). */
  readonly path: string
  /** The docs sidebar the page belongs to, which marks its navbar item as current. */
  readonly sidebarId?: string
  readonly children: ReactNode
}

export function Layout({ path, sidebarId, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <Navbar path={path} sidebarId={sidebarId} />
      <ExperimentalBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
