import { describe, expect, it } from 'vitest'
import { collapseDurationMs, smoothScrollSteps } from '../../src/components/motion/motion'

describe('collapse duration', () => {
  it('grows with the height of the content, but far more slowly than the height', () => {
    const short = collapseDurationMs(100, false)
    const tall = collapseDurationMs(1000, false)
    expect(short).toBeGreaterThan(100)
    expect(tall).toBeGreaterThan(short)
    expect(tall / short).toBeLessThan(3)
  })

  it('is 1 ms for readers who prefer reduced motion, whatever the height', () => {
    expect(collapseDurationMs(100, true)).toBe(1)
    expect(collapseDurationMs(5000, true)).toBe(1)
  })

  it('is 0 for empty content', () => {
    expect(collapseDurationMs(0, false)).toBe(0)
  })
})

describe('smooth-scroll fallback', () => {
  it('covers 85% of the remaining distance each frame and ends exactly on the target', () => {
    const steps = smoothScrollSteps(1000, 0)
    expect(steps[0]).toBe(150)
    expect(steps[1]).toBe(23)
    expect(steps.at(-1)).toBe(0)
  })

  it('scrolls down as well as up', () => {
    const steps = smoothScrollSteps(0, 1000)
    expect(steps[0]).toBe(850)
    expect(steps.at(-1)).toBe(1000)
  })

  it('has nothing to do when already there', () => {
    expect(smoothScrollSteps(400, 400)).toEqual([])
  })
})
