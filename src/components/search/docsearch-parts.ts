/**
 * The parts of DocSearch's dialog the site finds by class or id (docs/overrides.md): the places
 * its own screens and credit go, and the elements whose roles it repairs. DocSearch offers no
 * props for either, so when an upgrade renames one, the page reports it rather than quietly
 * showing DocSearch's own screens or losing the repairs.
 */
import { reportUpstream, type Override } from '../../shared/upstream-check'

/** Where the site's screens and search credit go, and the box its code types into. */
export const DOCSEARCH_MOUNT_POINTS = {
  dropdown: '.DocSearch-Dropdown',
  logo: '.DocSearch-Logo',
  input: '.DocSearch-Input',
} as const

/** Reports, as `override`'s, each of `selectors` that finds nothing in the open dialog `root`. */
export function expectDocSearchParts(
  override: Override,
  root: Pick<ParentNode, 'querySelector'>,
  selectors: ReadonlyArray<string>,
): void {
  const missing = selectors.filter((selector) => root.querySelector(selector) === null)
  reportUpstream(
    override,
    missing.length === 0,
    `DocSearch's open dialog to contain ${selectors.join(', ')} (missing: ${missing.join(', ')})`,
  )
}
