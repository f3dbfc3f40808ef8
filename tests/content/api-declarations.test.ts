/**
 * The API pages against the installed packages' own type declarations (see
 * src/node/api-check/check.ts for what is compared and how signatures are normalised). The site
 * documents 0.10.0 and 0.14.0 is installed: the known differences are listed, with reasons, in
 * src/node/api-check/version-differences.ts and undocumented-exports.ts.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiDeclarationProblems } from '../../src/node/api-check/check'
import { readDeclarations } from '../../src/node/api-check/declarations'
import { loadApiDocs } from '../../src/node/api-check/pages'
import { UNDOCUMENTED_EXPORTS } from '../../src/node/api-check/undocumented-exports'
import { VERSION_DIFFERENCES } from '../../src/node/api-check/version-differences'

const root = process.cwd()
const declared = readDeclarations([
  { packageName: 'cotton-box', file: path.join(root, 'node_modules/cotton-box/lib/types/index.d.ts') },
  { packageName: 'cotton-box-react', file: path.join(root, 'node_modules/cotton-box-react/lib/types/index.d.ts') },
])
const { docs, problems: dataProblems } = loadApiDocs(root)

describe('API pages against the declarations', () => {
  it('reads both packages and every API page', () => {
    expect(declared.filter((item) => item.packageName === 'cotton-box').length).toBeGreaterThanOrEqual(25)
    expect(declared.filter((item) => item.packageName === 'cotton-box-react').length).toBeGreaterThanOrEqual(8)
    expect(docs.length).toBeGreaterThanOrEqual(30)
    expect(dataProblems.join('\n')).toBe('')
  })

  it('documents every export, with the signatures and members that are declared', () => {
    const problems = apiDeclarationProblems(docs, declared, { undocumented: UNDOCUMENTED_EXPORTS, differences: VERSION_DIFFERENCES })
    // Joined, so that the failure message itself names each page and member.
    expect(problems.join('\n')).toBe('')
  })
})
