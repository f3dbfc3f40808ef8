import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import { PageErrorBoundary } from './PageErrorBoundary'

/** Every page renders inside the error boundary, on the server and in the browser alike. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element }) => (
  <PageErrorBoundary>{element}</PageErrorBoundary>
)
