import { useEffect, useState } from 'react'
import { siteConfig } from '../../config/site'

/**
 * SPEC.md section 2: the navbar hides while the reader scrolls down and comes back on the first
 * scroll up, or near the top of the page.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let lastY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y < siteConfig.navbarHeightPx) setHidden(false)
      else if (y > lastY) setHidden(true)
      else if (y < lastY) setHidden(false)
      lastY = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return hidden
}
