import { prefersReducedMotion, smoothScrollSteps } from './motion'

function supportsCssSmoothScroll(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('scroll-behavior', 'smooth')
}

/**
 * Scrolls the window to `top` smoothly: natively where the browser can, otherwise one step per
 * animation frame. Readers who prefer reduced motion jump straight there.
 */
export function smoothScrollTo(top: number): void {
  if (prefersReducedMotion()) {
    window.scrollTo({ top, behavior: 'instant' })
    return
  }
  if (supportsCssSmoothScroll()) {
    window.scrollTo({ top, behavior: 'smooth' })
    return
  }
  const steps = smoothScrollSteps(window.scrollY, top)
  const nextFrame = () => {
    const position = steps.shift()
    if (position === undefined) return
    window.scrollTo({ top: position, behavior: 'instant' })
    requestAnimationFrame(nextFrame)
  }
  requestAnimationFrame(nextFrame)
}
