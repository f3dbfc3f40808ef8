import type { ReactNode } from 'react'
import { Footer } from '../footer/Footer'
import { pageRoute } from '../link/page-route'
import { Navbar } from '../navbar/Navbar'
import { ExperimentalBanner } from './ExperimentalBanner'
import * as styles from './Layout.module.css'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

/** The chrome of every page: skip link, navbar, banner, main content and footer. */
interface LayoutProps {
  /** The page's location (Gatsby's `location` page prop). */
  readonly location: { readonly pathname: string }
  /** The docs sidebar the page belongs to, which marks its navbar item as current. */
  readonly sidebarId?: string
  readonly children: ReactNode
}

export function Layout({ location, sidebarId, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <Navbar path={pageRoute(location)} sidebarId={sidebarId} />
      <ExperimentalBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
