import type { PageProps } from 'gatsby'
import { SearchPage } from '../components/search/SearchPage'
import { Seo } from '../components/seo/Seo'
import { siteConfig } from '../config/site'

/** /search?q=…: every search result, with the same backend as the search dialog. */
export default function Search({ location }: PageProps) {
  return <SearchPage location={location} />
}

export function Head() {
  return <Seo title="Search" description="Search the Cotton Box docs and blog." path={siteConfig.search.pageRoute} />
}
