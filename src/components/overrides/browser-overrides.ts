/**
 * The overrides that check their upstream in the browser, by the title of their entry in
 * docs/overrides.md (a unit test holds the two together). Each is its own export, so a page's
 * bundle carries only the ones its code uses.
 */
import type { Override } from '../../shared/upstream-check'

export const ROUTE_CHANGE_START: Override = {
  title: 'Route-change start taken from `window.___navigate`',
  checkedAgainst: 'gatsby 5.16.1',
}

export const DIALOG_FOCUS: Override = {
  title: 'Focus kept in the dialog on page change',
  checkedAgainst: 'gatsby 5.16.1',
}

export const DOCSEARCH_ARIA: Override = {
  title: "DocSearch's ARIA repaired",
  checkedAgainst: '@docsearch/react 5.2.0',
}

export const DOCSEARCH_MARKUP: Override = {
  title: "DocSearch's markup used as mount points and hooks",
  checkedAgainst: '@docsearch/react 5.2.0',
}

export const TYPE_INTO: Override = {
  title: "Typing into DocSearch's box past React's value tracking",
  checkedAgainst: 'react-dom 19.3.1, @docsearch/react 5.2.0',
}
