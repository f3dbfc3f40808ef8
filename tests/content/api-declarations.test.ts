/**
 * The API pages and the release history against the installed packages' own type declarations
 * (0.14.0, the version the docs describe). See src/node/api-check/check.ts for how pages are
 * compared and src/node/api-history/declarations-check.ts for the history: the state the release
 * files fold into must be exactly what is installed, and every API page must find its export
 * and members in them.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiDeclarationProblems } from '../../src/node/api-check/check'
import { readDeclarations } from '../../src/node/api-check/declarations'
import { loadApiDocs } from '../../src/node/api-check/pages'
import { historyDeclarationProblems } from '../../src/node/api-history/declarations-check'
import { pageExports } from '../../src/node/api-history/page-history'
import { siteHistory } from '../../src/node/api-history/site-history'

const root = process.cwd()
const declared = readDeclarations([
  { packageName: 'cotton-box', file: path.join(root, 'node_modules/cotton-box/lib/types/index.d.ts') },
  { packageName: 'cotton-box-react', file: path.join(root, 'node_modules/cotton-box-react/lib/types/index.d.ts') },
])
const { docs, problems: dataProblems } = loadApiDocs(root)
const history = siteHistory(root)

describe('API pages against the declarations', () => {
  it('reads both packages and every API page', () => {
    expect(declared.filter((item) => item.packageName === 'cotton-box').length).toBeGreaterThanOrEqual(25)
    expect(declared.filter((item) => item.packageName === 'cotton-box-react').length).toBeGreaterThanOrEqual(10)
    expect(docs.length).toBeGreaterThanOrEqual(32)
    expect(dataProblems.join('\n')).toBe('')
  })

  it('documents every export, with the signatures and members that are declared', () => {
    // Joined, so that the failure message itself names each page and member.
    expect(apiDeclarationProblems(docs, declared).join('\n')).toBe('')
  })
})

describe('the release history (content/releases)', () => {
  it('folds without contradiction into exactly the installed declarations', () => {
    expect(history.latest).toBe(declared.length > 0 ? '0.14.0' : null)
    expect(history.problems.join('\n')).toBe('')
    expect(historyDeclarationProblems(history, declared).join('\n')).toBe('')
  })

  it('has every API page and each of its members', () => {
    expect(
      pageExports(
        docs.map((doc) => ({ ...doc, api: doc.api! })),
        history,
      ).problems.join('\n'),
    ).toBe('')
  })
})
