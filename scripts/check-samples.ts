/**
 * Checks the code samples of the MDX files named on the command line (all of content/ when none
 * is named), as `npm run test:content` does, and prints what fails: the quick loop while writing
 * one page. Usage: npm run check:samples -- content/docs/learn/guides/testing.mdx
 */
import { checkSamples, countsLine, mdxFilesUnder } from '../src/node/samples/check-content'

const root = process.cwd()
const named = process.argv.slice(2).filter((arg) => arg !== '--')
const report = await checkSamples(root, named.length > 0 ? named : mdxFilesUnder(root, 'content'))
const failures = [...report.problems, ...report.outcomes.flatMap((outcome) => outcome.failures)]
for (const failure of failures) console.error(`${failure}\n`)
console.log(countsLine(report))
process.exitCode = failures.length === 0 ? 0 : 1
