import { createContext, useContext, useEffect, type ReactNode } from 'react'

/** Set by the layout: what a page offers the narrow-screen menu as its own navigation. */
const MenuPanelContext = createContext<(panel: ReactNode) => void>(() => undefined)

export const MenuPanelProvider = MenuPanelContext.Provider

/**
 * Offers the page's own navigation to the narrow-screen menu while the page is shown. The menu
 * opens only on a click, after hydration, so the server's HTML needs none of it. Pass a memoised
 * panel: each new one is offered again.
 */
export function useMenuPanel(panel: ReactNode): void {
  const offer = useContext(MenuPanelContext)
  useEffect(() => {
    offer(panel)
    return () => offer(null)
  }, [offer, panel])
}
