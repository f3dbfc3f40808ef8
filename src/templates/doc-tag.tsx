import { Link, type HeadProps, type PageProps } from 'gatsby'
import { DocCardList } from '../components/cards/DocCardList'
import { NarrowContent } from '../components/layout/NarrowContent'
import { Seo } from '../components/seo/Seo'
import { TAGS_ROUTE } from '../shared/routes'
import type { DocTagPage } from '../types/docs'
import type { DocTagPageContext } from '../types/page-context'

const headingOf = (tag: DocTagPage) =>
  `${tag.docs.length} ${tag.docs.length === 1 ? 'doc' : 'docs'} tagged with "${tag.label}"`

/** /docs/tags/<tag>: the docs that carry one tag. */
export default function DocTagTemplate({ pageContext }: PageProps<object, DocTagPageContext>) {
  const { tag } = pageContext
  return (
    <NarrowContent>
      <h1>{headingOf(tag)}</h1>
      <p>
        <Link to={TAGS_ROUTE}>View all tags</Link>
      </p>
      <DocCardList cards={tag.docs} />
    </NarrowContent>
  )
}

export function Head({ pageContext }: HeadProps<object, DocTagPageContext>) {
  const { tag } = pageContext
  return <Seo title={headingOf(tag)} description={`Cotton Box docs pages about ${tag.label}.`} path={tag.path} />
}
