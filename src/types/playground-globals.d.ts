import type { PlaygroundLayout } from '../shared/playground-protocol'

declare global {
  /** The runner page of each playground layout, relative to the site root (defined at build time). */
  const __COTTON_BOX_PLAYGROUND__: Readonly<Record<PlaygroundLayout, string>>
}
