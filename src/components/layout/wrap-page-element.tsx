import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import type { SitePageContext } from '../../types/page-context'
import { Layout } from './Layout'
import { PageErrorBoundary } from '../error-boundary/PageErrorBoundary'

/** Gatsby's wrapper API, told what the pages' contexts are (src/types/page-context.ts), as templates are. */
type WrapPageElement = GatsbyBrowser<object, SitePageContext>['wrapPageElement'] &
  GatsbySSR<object, SitePageContext>['wrapPageElement']

/**
 * Every page renders in the site's layout, inside the error boundary, on the server and in the
 * browser alike. The boundary is outermost so that a crash in the navbar is caught too.
 */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <PageErrorBoundary pathname={props.location.pathname}>
    <Layout location={props.location} pageContext={props.pageContext}>
      {element}
    </Layout>
  </PageErrorBoundary>
)
