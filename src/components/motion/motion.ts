/** Motion helpers shared by animated parts of the site. */

/** The duration used for every animation when the reader prefers reduced motion. */
export const REDUCED_MOTION_DURATION_MS = 1

/** Share of the remaining distance the smooth-scroll fallback covers on each animation frame. */
export const SMOOTH_SCROLL_STEP = 0.85

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * How long expanding or collapsing `heightPx` of content takes: taller content takes longer, but
 * the duration grows much more slowly than the height so long lists do not drag.
 */
export function collapseDurationMs(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return REDUCED_MOTION_DURATION_MS
  if (heightPx <= 0) return 0
  const scaled = heightPx / 36
  return Math.round((4 + 15 * scaled ** 0.25 + scaled / 5) * 10)
}

/** Scroll positions of the fallback smooth scroll from `from` to `to`, one per animation frame. */
export function smoothScrollSteps(from: number, to: number): number[] {
  const steps: number[] = []
  let position = from
  while (Math.abs(to - position) >= 1) {
    position += (to - position) * SMOOTH_SCROLL_STEP
    steps.push(Math.abs(to - position) < 1 ? to : Math.round(position))
  }
  return steps
}
