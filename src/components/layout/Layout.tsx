import type { ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { AnnouncementBar } from '../announcement/AnnouncementBar'
import { BackToTop } from '../back-to-top/BackToTop'
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
  /** The docs sidebar the page belongs to, whose navbar item is marked. */
  readonly sidebarId?: string
  /** The page's own navigation (docs or blog sidebar), offered in the mobile menu. */
  readonly menuPanel?: ReactNode
  readonly children: ReactNode
}

export function Layout({ location, sidebarId, menuPanel, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {siteConfig.announcementBar && <AnnouncementBar bar={siteConfig.announcementBar} />}
      <Navbar path={pageRoute(location)} sidebarId={sidebarId} menuPanel={menuPanel} />
      <ExperimentalBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <BackToTop />
    </div>
  )
}
