/**
 * The parts of DocSearch's modal the site finds by class (docs/overrides.md): where its own
 * screens go, the elements whose roles it repairs, the box it types into. DocSearch offers no
 * props for these, so when an upgrade renames one, the page reports it rather than quietly
 * losing a screen or a repair.
 */
import { reportUpstream, type Override } from '../../shared/upstream-check'

export const DOCSEARCH_PARTS = {
  backdrop: '.DocSearch-Container',
  modal: '.DocSearch-Modal',
  searchBar: '.DocSearch-SearchBar',
  input: '.DocSearch-Input',
  dropdown: '.DocSearch-Dropdown',
  footer: '.DocSearch-Footer',
  hit: '.DocSearch-Hit',
  noResults: '.DocSearch-NoResults',
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
