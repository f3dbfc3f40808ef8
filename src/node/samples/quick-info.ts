/**
 * What the compiler knows about each name of the type-checked samples, from the same language
 * service the sample checker uses (sample-service.ts): the quick info an editor shows on hover,
 * placed on the code the block shows (magic comment and `// ^?` lines removed).
 */
import ts from 'typescript'
import { processMagicComments } from '../mdx/magic-comments'
import type { CodeTypes, TypedName } from '../../shared/code-block/code-types'
import type { CodeSample } from './extract'
import { sampleService, type SampleService } from './sample-service'

/**
 * The first sentence of a doc comment, as plain text: up to the first full stop that ends a
 * sentence (before a capital or the end), or the first blank line; a Markdown link becomes its text, bold marks go.
 */
export function firstSentence(text: string): string | null {
  const paragraph = (text.trim().split(/\n\s*\n/)[0] ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
  const end = /[.!?](?=\s+[A-Z(`[]|$)/.exec(paragraph)
  const sentence = end ? paragraph.slice(0, end.index + 1) : paragraph
  return sentence === '' ? null : sentence
}

function identifiersOf(sourceFile: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/**
 * Samples per language service. Every request to a service first checks each file of its program,
 * and writing a name's type looks through every module for a shorter way to name it, so with one
 * service for all samples the time grew faster than their number (63 s for 3,000 samples in a
 * 1,000-page build, 35 s now). The services share their parsed files (the compiler's own typings
 * among them).
 */
export const SAMPLES_PER_SERVICE = 150

/**
 * The quick info of each name in each sample, keyed by sample; samples that fail to compile still
 * get what resolves.
 */
export function sampleTypes(
  samples: ReadonlyArray<CodeSample>,
  projectRoot: string,
  pool: ReadonlyArray<CodeSample> = samples,
): Map<CodeSample, CodeTypes> {
  const registry = ts.createDocumentRegistry()
  const types = new Map<CodeSample, CodeTypes>()
  for (let firstIndex = 0; firstIndex < samples.length; firstIndex += SAMPLES_PER_SERVICE) {
    const part = samples.slice(firstIndex, firstIndex + SAMPLES_PER_SERVICE)
    for (const [sample, found] of serviceTypes(sampleService(part, projectRoot, { registry, firstIndex, pool })))
      types.set(sample, found)
  }
  return types
}

/** The quick info of each name in each sample of one service. */
function serviceTypes({ service, fileOf }: SampleService): Map<CodeSample, CodeTypes> {
  const program = service.getProgram()!
  const types = new Map<CodeSample, CodeTypes>()
  for (const [sample, file] of fileOf) {
    const sourceFile = program.getSourceFile(file)
    if (!sourceFile) continue
    const shown = processMagicComments(sample.code)
    const shownLineOf = new Map(shown.sourceLines.map((sourceLine, line) => [sourceLine, line]))
    const quickInfo = (position: number) => {
      const info = service.getQuickInfoAtPosition(file, position)
      if (!info?.displayParts || info.displayParts.length === 0) return null
      return {
        type: ts.displayPartsToString(info.displayParts),
        doc: firstSentence(ts.displayPartsToString(info.documentation)),
      }
    }
    const names: TypedName[] = []
    for (const identifier of identifiersOf(sourceFile)) {
      const start = identifier.getStart(sourceFile)
      const place = sourceFile.getLineAndCharacterOfPosition(start)
      const line = shownLineOf.get(place.line)
      const info = line === undefined ? null : quickInfo(start)
      if (line !== undefined && info)
        names.push({ line, start: place.character, length: identifier.text.length, ...info })
    }
    const inline = shown.typeQueries.flatMap((query) => {
      const lineStart = sourceFile.getPositionOfLineAndCharacter(query.sourceLine, 0)
      const info = quickInfo(lineStart + query.column)
      return info ? [{ line: query.line - 1, column: query.column, type: info.type }] : []
    })
    types.set(sample, { names, inline })
  }
  return types
}
