import { graphql } from 'gatsby'
import { DocHead, DocPage } from '../components/docs/DocPage'

// Every MDX docs page is this file with its own `?__contentFilePath=`, and Gatsby parses the file
// again for each (its parse cache is keyed by the path with that query): so it holds only what
// Gatsby must find here, the page's exports and its query.
export default DocPage
export { DocHead as Head }

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      keywords
      path
      sourceFile
      lastUpdated
      tags
      tocMinHeadingLevel
      tocMaxHeadingLevel
      parent {
        ... on Mdx {
          tableOfContents(maxDepth: 3)
        }
      }
    }
  }
`
