import { Link, type PageProps } from 'gatsby'
import { NarrowContent } from '../components/layout/NarrowContent'
import { Seo } from '../components/seo/Seo'
import { TAGS_ROUTE } from '../shared/routes'
import type { DocTagsPageContext } from '../types/page-context'

/** The blog and the docs both have a tags page: the title says which. */
const title = 'Docs tags'
const description = 'Every tag used in the Cotton Box docs, with the number of pages that carry it.'

/** /docs/tags: every doc tag with its page count. */
export default function DocTagsTemplate({ pageContext }: PageProps<object, DocTagsPageContext>) {
  return (
    <NarrowContent>
      <h1>{title}</h1>
      <p>{description}</p>
      <ul>
        {pageContext.tags.map((tag) => (
          <li key={tag.path}>
            <Link to={tag.path}>{tag.label}</Link> ({tag.docs.length})
          </li>
        ))}
      </ul>
    </NarrowContent>
  )
}

export function Head() {
  return <Seo title={title} description={description} path={TAGS_ROUTE} />
}
