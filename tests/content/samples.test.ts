/**
 * Every ts/tsx/js/jsx block in content/ is type-checked against cotton-box@0.14.0 and
 * cotton-box-react@0.14.0, and every `run` block is executed and must print its ```output block.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSamples, countsLine, mdxFilesUnder, type SampleReport } from '../../src/node/samples/check-content'
import { CHECKED_LANGUAGES, extractSamples, skipReason, type CodeSample } from '../../src/node/samples/extract'

const root = process.cwd()
const files = mdxFilesUnder(root, 'content')
/** Collected up front so that each block is its own test; the checks themselves run once, together. */
const samples: CodeSample[] = files.flatMap((file) =>
  extractSamples(readFileSync(path.join(root, file), 'utf8'), file).samples.filter((sample) =>
    CHECKED_LANGUAGES.has(sample.language),
  ),
)
let report: SampleReport

beforeAll(async () => {
  report = await checkSamples(root, files)
})

afterAll(() => {
  if (!report) return
  console.log(countsLine(report))
  // scripts/test-all.mjs puts the counts in its summary.
  const countsFile = process.env.SAMPLE_COUNTS_FILE
  if (countsFile) {
    mkdirSync(path.dirname(countsFile), { recursive: true })
    writeFileSync(countsFile, JSON.stringify({ line: countsLine(report) }))
  }
})

describe('code samples in content/', () => {
  it('follow the sample conventions (run blocks have output, nocheck has a reason)', () => {
    expect(report.problems).toEqual([])
  })

  for (const sample of samples) {
    const runs = sample.runIn === null ? '' : sample.runIn === 'node' ? ', run' : `, run in ${sample.runIn}`
    const name = `${sample.file}:${sample.line} (${sample.language}${runs})`
    const reason = skipReason(sample)
    if (reason !== null) {
      it.skip(`${name}: nocheck, ${reason}`, () => {})
      continue
    }
    it(name, () => {
      const outcome = report.outcomes.find(
        (candidate) => candidate.sample.file === sample.file && candidate.sample.line === sample.line,
      )
      expect(outcome, 'the checker saw this block').toBeDefined()
      expect(outcome!.failures.join('\n\n')).toBe('')
    })
  }
})
