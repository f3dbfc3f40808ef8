/** The sample checker over a content folder: extract, type-check in one program, run. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { extractSamples, isCheckedSample, isRunSample, skipReason, CHECKED_LANGUAGES, type CodeSample } from './extract'
import { processMagicComments } from '../mdx/magic-comments'
import { readerCodeProblems } from './reader-code'
import { describeRunFailure, runSamples } from './run'
import { runVitestSamples } from './run-vitest'
import { typeCheckSamples } from './type-check'

export interface SampleOutcome {
  readonly sample: CodeSample
  /** Empty when the sample passed (or was skipped). */
  readonly failures: string[]
}

export interface SampleReport {
  /** Every ts/tsx/js/jsx sample, checked or skipped, in file order. */
  readonly outcomes: SampleOutcome[]
  /** Misuses of the conventions (a run block without output, nocheck without a reason…). */
  readonly problems: string[]
  readonly checked: number
  readonly ran: number
  /** Of the samples that ran, those that use React (JSX, React or cotton-box-react). */
  readonly reactRan: number
  /** Of the samples checked, those whose cut markers hide check-only code from readers. */
  readonly cut: number
  readonly skipped: number
}

const reactImport = /from\s+['"](?:react|react-dom(?:\/[\w-]+)?|cotton-box-react|@testing-library\/react)['"]/

/** Whether a sample uses React: JSX, or an import of React, React DOM or the bindings. */
export function isReactSample(sample: CodeSample): boolean {
  return sample.language === 'tsx' || sample.language === 'jsx' || reactImport.test(sample.code)
}

/** MDX files under `dir`, relative to `projectRoot`, sorted. */
export function mdxFilesUnder(projectRoot: string, dir: string): string[] {
  return (readdirSync(path.join(projectRoot, dir), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(dir, file).replace(/\\/g, '/'))
    .sort()
}

/** The one-line summary the test step prints. */
export function countsLine(report: Pick<SampleReport, 'checked' | 'ran' | 'reactRan' | 'cut' | 'skipped'>): string {
  return `${report.checked} blocks type-checked, ${report.ran} ran (${report.reactRan} with React), ${report.cut} with check-only code hidden, ${report.skipped} skipped`
}

/**
 * For each sample whose cut markers hide code, the code readers see as a sample of its own: it must
 * compile without the hidden lines, as it will in the reader's file. Each maps to the sample it was
 * cut from and the source line of each of its lines.
 */
function shownCodeOnItsOwn(
  samples: ReadonlyArray<CodeSample>,
): Map<CodeSample, { sample: CodeSample; sourceLines: ReadonlyArray<number> }> {
  return new Map(
    samples.flatMap((sample) => {
      const shown = processMagicComments(sample.code)
      return shown.cut
        ? [
            [
              { ...sample, code: shown.code },
              { sample, sourceLines: shown.sourceLines },
            ] as const,
          ]
        : []
    }),
  )
}

export async function checkSamples(projectRoot: string, files: ReadonlyArray<string>): Promise<SampleReport> {
  const samples: CodeSample[] = []
  const problems: string[] = []
  for (const file of files) {
    const extracted = extractSamples(readFileSync(path.join(projectRoot, file), 'utf8'), file)
    const fileSamples = extracted.samples.filter((sample) => CHECKED_LANGUAGES.has(sample.language))
    samples.push(...fileSamples)
    problems.push(...extracted.problems, ...fileSamples.flatMap(readerCodeProblems))
  }
  const checked = samples.filter(isCheckedSample)
  const toRun = checked.filter(isRunSample)
  const failures = new Map<CodeSample, string[]>(samples.map((sample) => [sample, []]))
  const shownAlone = shownCodeOnItsOwn(checked)
  for (const diagnostic of typeCheckSamples([...checked, ...shownAlone.keys()], projectRoot)) {
    const cutFrom = shownAlone.get(diagnostic.sample)
    if (cutFrom === undefined) {
      failures.get(diagnostic.sample)!.push(`${diagnostic.sample.file}:${diagnostic.line}: ${diagnostic.message}`)
    } else {
      const line = cutFrom.sample.codeLine + cutFrom.sourceLines[diagnostic.line - diagnostic.sample.codeLine]
      failures
        .get(cutFrom.sample)!
        .push(`${cutFrom.sample.file}:${line}: the code shown, without the lines cut from it: ${diagnostic.message}`)
    }
  }
  const [inNode, inVitest] = await Promise.all([
    runSamples(
      toRun.filter((sample) => sample.runIn !== 'vitest'),
      { projectRoot },
    ),
    runVitestSamples(
      toRun.filter((sample) => sample.runIn === 'vitest'),
      { projectRoot, pool: checked },
    ),
  ])
  for (const result of [...inNode, ...inVitest]) {
    const failure = describeRunFailure(result)
    if (failure) failures.get(result.sample)!.push(failure)
  }
  return {
    outcomes: samples.map((sample) => ({ sample, failures: failures.get(sample)! })),
    problems,
    checked: checked.length,
    ran: toRun.length,
    reactRan: toRun.filter(isReactSample).length,
    cut: shownAlone.size,
    skipped: samples.filter((sample) => skipReason(sample) !== null).length,
  }
}
