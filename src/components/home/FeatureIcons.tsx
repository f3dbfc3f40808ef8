/** The three feature icons of the home page, drawn for this site; coloured by currentColor. */
const iconProps = { width: 56, height: 56, viewBox: '0 0 48 48', 'aria-hidden': true, focusable: false } as const

export function SpeedIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M27 4 10 27h11l-3 17 20-25H26.5L27 4z" />
    </svg>
  )
}

export function LifecycleIcon() {
  return (
    <svg {...iconProps}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        d="M38 18a15 15 0 0 0-27-3M10 30a15 15 0 0 0 27 3"
      />
      <path fill="currentColor" d="m6 8 1 12 11-5zM42 40l-1-12-11 5z" />
    </svg>
  )
}

export function AsyncIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="24" cy="26" r="17" fill="none" stroke="currentColor" strokeWidth="4" />
      <path fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" d="M24 16v10l7 5M18 4h12" />
    </svg>
  )
}
