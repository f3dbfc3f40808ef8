/**
 * Exports of the installed packages that have no API page on purpose. The site documents
 * 0.10.0 while 0.14.0 is installed, so whatever came later is listed here with the reason.
 * An entry whose export gains a page or disappears fails the check as stale.
 */
import type { ApiPackage } from '../../types/api'

export interface UndocumentedExport {
  readonly packageName: ApiPackage
  readonly name: string
  /** The version that added it. */
  readonly version: string
  readonly reason: string
}

export const UNDOCUMENTED_EXPORTS: ReadonlyArray<UndocumentedExport> = [
  {
    packageName: 'cotton-box-react',
    name: 'HydrateStateManager',
    version: '0.12.0',
    reason: 'Added after 0.10.0 (the experimental hydration API of 0.12.0); the site documents 0.10.0. See cotton-box-facts.md §7.',
  },
  {
    packageName: 'cotton-box-react',
    name: 'HydrateStateManagerProps',
    version: '0.13.0',
    reason: 'Added after 0.10.0 (written in 0.12.0, exported since 0.13.0: "added missing export"); the site documents 0.10.0. See cotton-box-facts.md §7.',
  },
]
