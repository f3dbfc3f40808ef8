import logo from './logo-shapes.json'

type Role = keyof typeof logo.colours

/** Colours come from CSS variables (darker in dark mode), falling back to the brand colours. */
const paint = (role: Role) => `var(--logo-${role}, ${logo.colours[role]})`

/**
 * The Cotton Box mark: a box whose lid holds a puff of cotton. The same shapes
 * (logo-shapes.json) make the favicons and the social card (scripts/generate-brand-assets.mjs).
 */
export function Logo({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox={logo.viewBox} aria-hidden="true" focusable="false">
      {logo.shapes.map((item, index) => {
        const fill = paint(item.fill as Role)
        const stroke = 'stroke' in item ? { stroke: paint(item.stroke as Role), strokeWidth: 3 } : {}
        return item.shape === 'circle' ? (
          <circle key={index} cx={item.cx} cy={item.cy} r={item.r} fill={fill} {...stroke} />
        ) : (
          <rect key={index} x={item.x} y={item.y} width={item.width} height={item.height} rx={item.rx} fill={fill} />
        )
      })}
    </svg>
  )
}
