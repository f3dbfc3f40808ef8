import { pathPrefix } from '../link/path-prefix'

/** Where Gatsby writes a static query's result; its loader fetches it from there. */
const staticQueryResultUrl = (hash: string) => `${pathPrefix}/page-data/sq/d/${hash}.json`

/**
 * Preloads for the results of the static queries a page reads (a docs page: its sidebar). Gatsby's
 * loader asks for them only once the page's data has arrived, one round trip later, and the page
 * cannot hydrate before; from the HTML, the browser fetches them alongside the scripts. The loader
 * fetches with its credentials mode, which `crossOrigin="anonymous"` matches, so the preload is used.
 */
export function staticQueryPreloads(hashes: ReadonlyArray<string>) {
  return hashes.map((hash) => (
    <link key={`sq-${hash}`} rel="preload" as="fetch" crossOrigin="anonymous" href={staticQueryResultUrl(hash)} />
  ))
}
