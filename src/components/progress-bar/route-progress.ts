import { siteConfig } from '../../config/site'

/**
 * A thin bar at the top of the window while a route change is slow: it
 * appears only after `delayMs`, trickles forward, and completes when the new route renders.
 */
export class RouteProgress {
  private value = 0
  private bar: HTMLElement | null = null
  private delay: number | undefined
  private trickle: number | undefined
  private removal: number | undefined

  constructor(private readonly settings = siteConfig.progressBar) {}

  /** A route change began: show the bar if it is still going after the delay. */
  schedule(): void {
    window.clearTimeout(this.delay)
    this.delay = window.setTimeout(() => this.start(), this.settings.delayMs)
  }

  /** The route changed: hide the bar, completing it first if it is showing. */
  finish(): void {
    window.clearTimeout(this.delay)
    window.clearInterval(this.trickle)
    if (!this.bar) return
    this.set(1)
    const bar = this.bar
    this.removal = window.setTimeout(() => {
      bar.remove()
      if (this.bar === bar) this.bar = null
    }, this.settings.speedMs)
  }

  private start(): void {
    window.clearTimeout(this.removal)
    if (!this.bar) {
      this.bar = document.createElement('div')
      this.bar.className = 'route-progress'
      this.bar.setAttribute('aria-hidden', 'true')
      this.bar.style.setProperty('--route-progress-speed', `${this.settings.speedMs}ms`)
      document.body.append(this.bar)
    }
    this.set(this.settings.minimum)
    this.trickle = window.setInterval(
      () => this.set(Math.min(0.994, this.value + this.settings.trickleRate)),
      this.settings.trickleIntervalMs,
    )
  }

  private set(value: number): void {
    this.value = value
    this.bar?.style.setProperty('--route-progress', String(value))
  }
}
