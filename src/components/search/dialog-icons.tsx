/** The search dialog's outline icons: 20 px, drawn in the text's colour, hidden from assistive technology. */

export const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

/** Clears the query, or removes a stored search. */
export function CrossIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  )
}
