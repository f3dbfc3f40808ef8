import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import { Layout } from './Layout'
import type { NavigationContext } from './page-navigation'
import { PageErrorBoundary } from '../error-boundary/PageErrorBoundary'

/**
 * Every page renders in the site's layout, inside the error boundary, on the server and in the
 * browser alike. The boundary is outermost so that a crash in the navbar is caught too.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary pathname={props.location.pathname}>
    {/* Page contexts are made by the build (src/node), which gives navigation these shapes. */}
    <Layout location={props.location} pageContext={props.pageContext as NavigationContext}>
      {element}
    </Layout>
  </PageErrorBoundary>
)
