/**
 * How DocSearch opens a hit (its `navigator`): in this tab through Gatsby's client-side routing,
 * else in a new tab. Hits carry site routes (docsearch-props.ts); a recent search stored by the old
 * site may still hold a full url, which becomes a route here.
 */
import { navigate, withPrefix } from 'gatsby'
import { hitRoute } from './hit-route'

interface ChosenHit {
  readonly itemUrl: string
}

const openInNewTab = ({ itemUrl }: ChosenHit) => {
  window.open(withPrefix(hitRoute(itemUrl)), '_blank', 'noopener')
}

export const hitNavigator = {
  navigate: ({ itemUrl }: ChosenHit) => void navigate(hitRoute(itemUrl)),
  navigateNewTab: openInNewTab,
  navigateNewWindow: openInNewTab,
}

/** A click on a hit, as a click on a link would open it; false for a click that opens nothing. */
export function openClickedHit(url: string, event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  const chosen = { itemUrl: url }
  if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) hitNavigator.navigateNewTab(chosen)
  else if (event.button === 0) hitNavigator.navigate(chosen)
}
