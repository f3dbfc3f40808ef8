// @ts-check
/**
 * Makes the site's logo files from the logo shapes (src/components/icons/logo-shapes.json, which
 * the navbar and footer Logo component draws too): the SVG logo and favicon, PNG icons (16, 32,
 * 180 apple-touch, 192, 512), favicon.ico (16, 32 and 48 px PNGs) and the 1200×630 social card.
 * Run `node scripts/generate-brand-assets.mjs`; the output in static/img is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

/**
 * @typedef {{ shape: 'circle', cx: number, cy: number, r: number, fill: string, stroke?: string }
 *   | { shape: 'rect', x: number, y: number, width: number, height: number, rx: number, fill: string }} Shape
 */
/** @type {{ viewBox: string, colours: Record<string, string>, shapes: Shape[] }} */
const logo = JSON.parse(readFileSync('src/components/icons/logo-shapes.json', 'utf8'))
/** The tagline, read from the one site configuration so it is written once. */
const tagline = /tagline: '([^']+)'/.exec(readFileSync('src/config/site.ts', 'utf8'))?.[1]
if (!tagline) throw new Error('src/config/site.ts: no tagline found')
const out = 'static/img'

/** The logo's shapes as SVG elements, without the <svg> wrapper. */
function logoShapes() {
  return logo.shapes
    .map((item) => {
      const fill = logo.colours[item.fill]
      if (item.shape === 'circle') {
        const stroke = item.stroke ? ` stroke="${logo.colours[item.stroke]}" stroke-width="3"` : ''
        return `<circle cx="${item.cx}" cy="${item.cy}" r="${item.r}" fill="${fill}"${stroke}/>`
      }
      return `<rect x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" rx="${item.rx}" fill="${fill}"/>`
    })
    .join('')
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}">${logoShapes()}</svg>\n`

/**
 * Splits the tagline into lines of at most `max` characters.
 * @param {string} text @param {number} max
 */
function wrap(text, max) {
  /** @type {string[]} */
  const lines = []
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const socialCardSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a4fae"/><stop offset="1" stop-color="#2b80ff"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<circle cx="1090" cy="80" r="170" fill="#ffffff" opacity="0.06"/>
<circle cx="1150" cy="560" r="120" fill="#ffffff" opacity="0.06"/>
<rect x="80" y="150" width="300" height="300" rx="48" fill="#ffffff"/>
<svg x="110" y="180" width="240" height="240" viewBox="${logo.viewBox}">${logoShapes()}</svg>
<text x="440" y="275" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="92" font-weight="700" fill="#ffffff">Cotton Box</text>
${wrap(tagline, 38)
  .map(
    (line, index) =>
      `<text x="444" y="${350 + index * 46}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#e8f0ff">${line}</text>`,
  )
  .join('\n')}
<text x="444" y="540" font-family="DejaVu Sans Mono, monospace" font-size="28" fill="#ffffff" opacity="0.85">npm install cotton-box</text>
</svg>
`

/**
 * A PNG of the logo at `size` pixels; with a background, on a padded tile.
 * @param {number} size @param {string} [background]
 */
function logoPng(size, background) {
  const svg = background
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><svg x="6" y="6" width="52" height="52" viewBox="${logo.viewBox}">${logoShapes()}</svg></svg>`
    : logoSvg.replace('<svg ', `<svg width="${size}" height="${size}" `)
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * An .ico file that holds PNG images (supported by every current browser).
 * @param {Array<{ size: number, data: Buffer }>} pngs
 */
function ico(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)])
}

writeFileSync(`${out}/logo.svg`, logoSvg)
writeFileSync(`${out}/favicon.svg`, logoSvg)
for (const size of [16, 32, 192, 512]) writeFileSync(`${out}/favicon-${size}.png`, await logoPng(size))
// iOS draws no transparency: the touch icon gets a white tile.
writeFileSync(`${out}/apple-touch-icon.png`, await logoPng(180, '#ffffff'))
writeFileSync(
  `${out}/favicon.ico`,
  ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await logoPng(size) })))),
)
await sharp(Buffer.from(socialCardSvg)).png({ compressionLevel: 9 }).toFile(`${out}/social-card.png`)
