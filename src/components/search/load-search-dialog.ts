/**
 * Loads everything the search dialog needs, once: its code (DocSearch), DocSearch's stylesheet and
 * the search client. Called on first intent (hover, focus, touch, shortcut), so opening is instant.
 */
import { withPrefix } from 'gatsby'
import type { ComponentType } from 'react'
import { loadSearchClient } from './search-client'
import type { SiteSearchClient } from './site-search-client'
import { searchSettings } from './read-settings'
import type { SearchDialogProps } from './SearchDialog'

export interface LoadedSearchDialog {
  readonly SearchDialog: ComponentType<SearchDialogProps>
  readonly client: SiteSearchClient
}

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector(`link[data-search-stylesheet]`)
  if (existing) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.searchStylesheet = 'true'
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      reject(new Error(`Could not load ${href}`))
    }
    document.head.append(link)
  })
}

let pending: Promise<LoadedSearchDialog> | null = null

export function loadSearchDialog(): Promise<LoadedSearchDialog> {
  pending ??= Promise.all([
    import(/* webpackChunkName: "search-dialog" */ './SearchDialog'),
    loadSearchClient(),
    loadStylesheet(withPrefix(searchSettings().stylesheet)),
  ])
    .then(([{ SearchDialog }, client]) => ({ SearchDialog, client }))
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}
