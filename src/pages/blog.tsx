import { Link, type PageProps } from 'gatsby'
import { Layout } from '../components/layout/Layout'
import { Seo } from '../components/seo/Seo'
import { NarrowContent } from '../components/layout/NarrowContent'

const title = 'Blog'
const description = 'News and stories about Cotton Box.'

// The blog list; posts, archive, authors, tags and feeds arrive with the blog feature.
export default function BlogPage({ location }: PageProps) {
  return (
    <Layout location={location}>
      <NarrowContent>
        <h1>{title}</h1>
        <p>{description} No posts are published yet.</p>
        <p>
          In the meantime, start with the <Link to="/docs/learn/tutorial">tutorial</Link>.
        </p>
      </NarrowContent>
    </Layout>
  )
}

export function Head() {
  return <Seo title={title} description={description} path="/blog" />
}
