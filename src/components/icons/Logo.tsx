/** The Cotton Box mark: a rounded box with a soft cotton puff on its lid. */
export function Logo({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="6" y="22" width="52" height="36" rx="8" fill="var(--logo-box, #0b62d6)" />
      <rect x="6" y="22" width="52" height="9" rx="4" fill="var(--logo-lid, #0a4fae)" />
      <circle cx="22" cy="18" r="9" fill="var(--logo-cotton, #ffffff)" stroke="var(--logo-box, #0b62d6)" strokeWidth="3" />
      <circle cx="34" cy="14" r="10" fill="var(--logo-cotton, #ffffff)" stroke="var(--logo-box, #0b62d6)" strokeWidth="3" />
      <circle cx="45" cy="19" r="8" fill="var(--logo-cotton, #ffffff)" stroke="var(--logo-box, #0b62d6)" strokeWidth="3" />
      <rect x="26" y="38" width="12" height="4" rx="2" fill="#ffffff" opacity="0.85" />
    </svg>
  )
}
