import { extractSamples, isCheckedSample } from '../src/node/samples/extract'
import { generatedPage } from '../scripts/bench/generated-pages'
import { sampleTypes } from '../src/node/samples/quick-info'
const n = Number(process.argv[2] ?? 100)
const samples = Array.from({ length: n }, (_, i) => extractSamples((generatedPage as any)(i, n), `content/docs/gen${i}.mdx`).samples.filter(isCheckedSample)).flat()
const t = performance.now()
sampleTypes(samples, process.cwd())
console.log(samples.length, 'samples', (performance.now() - t).toFixed(0), 'ms')
