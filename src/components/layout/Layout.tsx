import { useState, type ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import type { SitePageContext } from '../../types/page-context'
import { AnnouncementBar } from '../announcement/AnnouncementBar'
import { BackToTop } from '../back-to-top/BackToTop'
import { Footer } from '../footer/Footer'
import { pageRoute } from '../link/page-route'
import { Navbar } from '../navbar/Navbar'
import { ExperimentalBanner } from './ExperimentalBanner'
import * as styles from './Layout.module.css'
import { MenuPanelProvider } from './menu-panel'
import { pageNavigation } from './page-navigation'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

interface LayoutProps {
  /** The page's location (Gatsby's `location` page prop). */
  readonly location: { readonly pathname: string }
  /** The page's context, which names its own navigation. */
  readonly pageContext: SitePageContext
  readonly children: ReactNode
}

/**
 * The chrome of every page: skip link, navbar, banner, main content and footer. It wraps every
 * page (wrap-page-element.tsx), so it stays mounted from one page to the next: a search dialog
 * or menu opened while the next page loads stays open, and the navbar is not built again.
 */
export function Layout({ location, pageContext, children }: LayoutProps) {
  const path = pageRoute(location)
  const { sidebarId, panel } = pageNavigation(pageContext, path)
  const [offeredPanel, setOfferedPanel] = useState<ReactNode>(null)
  return (
    <div className={styles.page}>
      <SkipLink />
      {siteConfig.announcementBar && <AnnouncementBar bar={siteConfig.announcementBar} />}
      <Navbar path={path} sidebarId={sidebarId} menuPanel={panel ?? offeredPanel} />
      <ExperimentalBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <MenuPanelProvider value={setOfferedPanel}>{children}</MenuPanelProvider>
      </main>
      <Footer />
      <BackToTop />
    </div>
  )
}
