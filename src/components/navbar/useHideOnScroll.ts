import { siteConfig } from '../../config/site'
import { useScrollState } from '../motion/useScrollState'

/**
 * The navbar hides while the reader scrolls down and comes back on the first
 * scroll up, or near the top of the page.
 */
export function useHideOnScroll(): boolean {
  const { pastThreshold, scrollingDown } = useScrollState(siteConfig.navbarHeightPx)
  return pastThreshold && scrollingDown
}
