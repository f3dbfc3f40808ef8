import { chromium } from '@playwright/test'
import { readFileSync, existsSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map'
const mode = process.argv[2] || 'intent'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const agg = { file: {}, fn: {}, self: {} }
const consumers = new Map()
async function consumer(url) {
  const file = 'public/' + url.split('/cotton-box/')[1]
  if (!consumers.has(file)) consumers.set(file, existsSync(file + '.map') ? await new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null)
  return consumers.get(file)
}
async function name(cf) {
  if (!cf.url.includes('/cotton-box/')) return { file: cf.url ? cf.url.split('/').pop() : cf.functionName || '(native)', fn: cf.functionName || '(anon)' }
  const c = await consumer(cf.url)
  if (!c) return { file: cf.url.split('/').pop(), fn: cf.functionName }
  const p = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })
  const src = (p.source || '?').replace(/^.*node_modules\//, 'nm/').replace(/^webpack:\/\/\/?/, '')
  return { file: src, fn: src + ':' + (p.name || cf.functionName || '?') + ':' + p.line }
}
const RUNS = 3
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('http://127.0.0.1:9400/cotton-box/docs/learn/tutorial/setup')
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  const button = page.getByRole('button', { name: 'Search', exact: true })
  await button.hover()
  await page.waitForFunction(() => performance.getEntriesByName('cotton-box:search-index').length > 0)
  await button.click()
  await page.locator('.DocSearch-Input').waitFor()
  await page.waitForTimeout(500)
  await page.evaluate(() => { window.__t = new Promise((res) => { const o = new MutationObserver(() => { if (document.querySelector('.DocSearch-Hit')) { o.disconnect(); requestAnimationFrame(() => setTimeout(res, 0)) } }); o.observe(document.body, { childList: true, subtree: true }) }) })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
  await cdp.send('Profiler.start')
  await page.keyboard.press('d')
  await page.evaluate(() => window.__t)
  const { profile } = await cdp.send('Profiler.stop')
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id)
  const names = new Map(); for (const n of profile.nodes) names.set(n.id, await name(n.callFrame))
  profile.samples.forEach((id, i) => {
    const d = (profile.timeDeltas[i + 1] || 0) / 1000 / RUNS
    const own = names.get(id); agg.self[own.fn] = (agg.self[own.fn] || 0) + d
    const seenF = new Set(), seenFn = new Set(); let cur = id
    while (cur) { const nm = names.get(cur); if (!seenF.has(nm.file)) { seenF.add(nm.file); agg.file[nm.file] = (agg.file[nm.file] || 0) + d } if (!seenFn.has(nm.fn)) { seenFn.add(nm.fn); agg.fn[nm.fn] = (agg.fn[nm.fn] || 0) + d } cur = parent.get(cur) }
  })
  await context.close()
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => v.toFixed(1).padStart(6) + ' ' + k).join('\n')
console.log('== inclusive by file'); console.log(top(agg.file, 30))
console.log('== inclusive by fn'); console.log(top(agg.fn, 60))
console.log('== self'); console.log(top(agg.self, 25))
await browser.close()
