/** Where a popup goes beside the name it describes: never over it, always inside the viewport. */

export interface Box {
  readonly top: number
  readonly left: number
  readonly bottom: number
  readonly width: number
  readonly height: number
}

export interface Viewport {
  readonly width: number
  readonly height: number
}

/** The gap between name and popup, and the popup's least distance from the viewport's edges, in px. */
const GAP = 4
const MARGIN = 8

/**
 * The popup's top-left corner, in viewport coordinates: under the name when it fits there or fits
 * nowhere better, else above it; starting at the name's left edge, moved left as far as the
 * viewport needs.
 */
export function popupPosition(
  name: Box,
  popup: Pick<Box, 'width' | 'height'>,
  viewport: Viewport,
): { top: number; left: number } {
  const below = name.bottom + GAP
  const above = name.top - GAP - popup.height
  const fitsBelow = below + popup.height <= viewport.height - MARGIN
  const top = fitsBelow || above < MARGIN ? below : above
  const left = Math.max(MARGIN, Math.min(name.left, viewport.width - MARGIN - popup.width))
  return { top, left }
}
