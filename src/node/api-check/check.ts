/**
 * The declaration check over all API pages: every export has a page (coverage.ts), every page
 * matches its export's declaration (compare-entry.ts), and every type name a page prints exists
 * (type-names.ts). Pure: pages and declarations come in as data, problems go out as text.
 */
import type { ApiPackage } from '../../types/api'
import { isApiDoc, resolveMembers, type ApiSourceDoc } from '../api-reference'
import { BUILT_IN_TYPE_NAMES } from './built-in-types'
import { compareEntry } from './compare-entry'
import { coverageProblems } from './coverage'
import type { DeclaredExport } from './declarations'
import { describeFinding, type Finding } from './findings'
import { typeNameProblems } from './type-names'

/** The packages whose declarations are installed; `@glyph-cat/equality` pages are not checked. */
export const CHECKED_PACKAGES: ReadonlyArray<ApiPackage> = ['cotton-box', 'cotton-box-react']

export function apiDeclarationProblems(
  docs: ReadonlyArray<ApiSourceDoc>,
  declared: ReadonlyArray<DeclaredExport>,
): string[] {
  const pages = docs.filter((doc) => isApiDoc(doc) && doc.api !== null)
  const byTitle = new Map(pages.map((doc) => [doc.title, doc]))
  const problems = coverageProblems(
    declared,
    pages.map((doc) => ({ file: doc.sourceFile, title: doc.title, api: doc.api! })),
    CHECKED_PACKAGES,
  )

  const known = new Set([...BUILT_IN_TYPE_NAMES, ...declared.map((item) => item.name)])
  const findings: Finding[] = []
  for (const doc of pages) {
    const api = doc.api!
    problems.push(...typeNameProblems(doc.sourceFile, api, known))
    const members = resolveMembers(doc, byTitle)
    for (const packageName of api.packages) {
      const exported = declared.find((item) => item.packageName === packageName && item.name === doc.title)
      if (exported) findings.push(...compareEntry({ file: doc.sourceFile, title: doc.title, api, members }, exported))
    }
  }
  // A constant or enum exported by both packages gives the same finding twice; say it once.
  return [...problems, ...new Set(findings.map(describeFinding))]
}
