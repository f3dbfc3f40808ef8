// @ts-check
/**
 * Draws the pictures of the "Hiding values from React Developer Tools" page: a mock of the React
 * DevTools component inspector with its hooks panel, with the value exposed or hidden, in the
 * site's light and dark colours. Hand-made SVG (no screenshots), so the files are small, crisp and
 * keep their size. Run `node scripts/generate-devtools-pictures.mjs`; the output is committed.
 */
import { writeFileSync } from 'node:fs'

const WIDTH = 720
const HEIGHT = 430

const palettes = {
  light: {
    background: '#ffffff',
    bar: '#f3f4f6',
    border: '#d0d4da',
    text: '#1f2328',
    muted: '#5f6672',
    key: '#8a1f8a',
    string: '#b3261e',
    object: '#1e5bb8',
    selected: '#e8f0ff',
    arrow: '#5f6672',
  },
  dark: {
    background: '#202428',
    bar: '#2b3036',
    border: '#424951',
    text: '#e6edf3',
    muted: '#a9b1ba',
    key: '#d7a8ff',
    string: '#ffab91',
    object: '#80b9ff',
    selected: '#27364d',
    arrow: '#a9b1ba',
  },
}

/** @param {string} text */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * One row of the hooks tree.
 * @typedef {{
 *   depth: number, open?: boolean, closed?: boolean, key: string, value?: string,
 *   kind?: 'string' | 'object' | 'muted'
 * }} Row
 */

/** @param {'exposed' | 'hidden'} mode @returns {Row[]} */
function hookRows(mode) {
  return [
    { depth: 0, open: true, key: 'StateValue' },
    { depth: 1, closed: true, key: 'SuspenseWaiter' },
    { depth: 1, key: 'DebugName', value: '"GreetingState"', kind: 'string' },
    { depth: 1, key: 'Ref', value: '{…}', kind: 'object' },
    { depth: 1, key: 'Ref', value: '{…}', kind: 'object' },
    { depth: 1, key: 'SyncExternalStore', value: 'WeakMap {}', kind: 'object' },
    mode === 'exposed'
      ? { depth: 1, key: 'InspectableValue', value: '"Hello, world!"', kind: 'string' }
      : { depth: 1, key: 'InspectableValue', value: 'undefined', kind: 'muted' },
  ]
}

/** @param {'exposed' | 'hidden'} mode @param {'light' | 'dark'} theme */
function picture(mode, theme) {
  const c = palettes[theme]
  const font = `font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="15"`
  const rowHeight = 30
  const top = 166
  const hooks = hookRows(mode)
  const rows = hooks.map((row, index) => {
    const y = top + index * rowHeight
    const x = 44 + row.depth * 24
    const arrow = row.open
      ? `<path d="M${x - 18} ${y - 9} l10 0 l-5 7 z" fill="${c.arrow}"/>`
      : row.closed
        ? `<path d="M${x - 16} ${y - 12} l0 10 l7 -5 z" fill="${c.arrow}"/>`
        : ''
    const colour = row.kind === 'string' ? c.string : row.kind === 'object' ? c.object : c.muted
    const last = index === hooks.length - 1
    const highlight = last
      ? `<rect x="12" y="${y - 21}" width="${WIDTH - 24}" height="${rowHeight}" rx="4" fill="${c.selected}"/>`
      : ''
    return `${highlight}${arrow}<text x="${x}" y="${y}" ${font} fill="${c.key}">${escape(row.key)}:</text>${
      row.value
        ? `<text x="${x + (row.key.length + 2) * 9}" y="${y}" ${font} fill="${colour}">${escape(row.value)}</text>`
        : ''
    }`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" rx="8" fill="${c.background}" stroke="${c.border}"/>
<path d="M0.5 44 H${WIDTH - 0.5}" stroke="${c.border}"/>
<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="43" rx="8" fill="${c.bar}"/>
<text x="20" y="28" ${font} font-weight="700" fill="${c.text}">Greeting</text>
<text x="${WIDTH - 20}" y="28" text-anchor="end" font-family="system-ui, sans-serif" font-size="13" fill="${c.muted}">Components</text>
<text x="20" y="74" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="${c.muted}">props</text>
<text x="44" y="98" font-family="system-ui, sans-serif" font-size="14" fill="${c.muted}">None</text>
<text x="20" y="${top - 36}" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="${c.muted}">hooks</text>
${rows.join('\n')}
<text x="20" y="${HEIGHT - 22}" font-family="system-ui, sans-serif" font-size="13" fill="${c.muted}">rendered by  App · createRoot()</text>
</svg>
`
}

for (const mode of /** @type {const} */ (['exposed', 'hidden'])) {
  for (const theme of /** @type {const} */ (['light', 'dark'])) {
    writeFileSync(`static/img/react-devtools-${mode}-${theme}.svg`, picture(mode, theme))
  }
}
