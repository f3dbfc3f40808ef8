/** Space reserved for a diagram before it renders, so nothing below it moves. */
export function reservedHeight(source: string, height?: number): number {
  if (height !== undefined) return height
  const lines = source.trim().split('\n').length
  return Math.min(640, Math.max(200, lines * 48))
}
