import { withDebuggableChromium } from './scripts/bench/lighthouse'
const url = process.argv[2]!
await withDebuggableChromium(async (port) => {
  const { default: lighthouse } = await import('lighthouse')
  const r = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))!
  const a = r.lhr.audits
  console.log('score', r.lhr.categories.performance!.score)
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive']) console.log(id, a[id]?.displayValue, a[id]?.score)
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 1).slice(0, 2500))
  console.log(JSON.stringify(a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details, null, 1)?.slice(0, 800))
  for (const id of Object.keys(a)) if (a[id]!.score !== null && a[id]!.score! < 0.9 && a[id]!.scoreDisplayMode !== 'informative' && a[id]!.scoreDisplayMode !== 'notApplicable') console.log('low', id, a[id]!.displayValue ?? '', a[id]!.score)
})
