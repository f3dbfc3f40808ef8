import { useEffect, useState } from 'react'
import { siteConfig } from '../../config/site'

/**
 * The id of the heading the reader is in: the last one scrolled past the navbar, or the last one
 * on the page once the bottom is reached.
 */
export function useActiveHeading(ids: ReadonlyArray<string>): string | null {
  const [active, setActive] = useState<string | null>(null)

  useEffect(() => {
    if (ids.length === 0) return
    let frame = 0
    const update = () => {
      frame = 0
      const headings = ids.map((id) => document.getElementById(id)).filter((element) => element !== null)
      const threshold = siteConfig.navbarHeightPx + window.innerHeight * 0.15
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= threshold)
      const current = atBottom ? headings[headings.length - 1] : passed[passed.length - 1]
      setActive(current?.id ?? headings[0]?.id ?? null)
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [ids])

  return active
}
