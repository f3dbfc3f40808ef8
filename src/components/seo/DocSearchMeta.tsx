import { siteConfig } from '../../config/site'
import { searchPageTags } from '../../shared/search/markup'
import type { SearchPageKind } from '../../shared/search/record'

const latestDocsVersion = siteConfig.docsVersions.find((version) => version.isLatest)?.name

/**
 * The `docsearch:*` meta tags of an indexed page, named as Docusaurus names them: the DocSearch
 * crawler copies each into every record of the page, so its records carry the language and tag
 * that the site's own records carry and the search dialog filters on.
 */
export function DocSearchMeta({ kind }: { readonly kind: SearchPageKind }) {
  return (
    <>
      <meta name="docsearch:language" content={siteConfig.locale.code} />
      {kind === 'docs' && latestDocsVersion !== undefined ? (
        <meta name="docsearch:version" content={latestDocsVersion} />
      ) : null}
      <meta name="docsearch:docusaurus_tag" content={searchPageTags[kind]} />
    </>
  )
}
