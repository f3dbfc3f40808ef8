import { Link } from 'gatsby'
import { Seo } from '../components/seo/Seo'
import { NarrowContent } from '../components/layout/NarrowContent'

const title = 'Page Not Found'

export default function NotFoundPage() {
  return (
    <NarrowContent>
      <h1>{title}</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be out of date. Try the <Link to="/docs">documentation</Link> or the <Link to="/">home page</Link>.
      </p>
    </NarrowContent>
  )
}

export function Head() {
  return <Seo title={title} path="/404" />
}
